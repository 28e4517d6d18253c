import type { FooterLinks, OrganizationType } from '@portal/domain';

export interface DemoOrg {
  key?: string;
  name: string;
  type: OrganizationType;
  stateCode?: string;
  area?: string;
  district?: string;
  externalId?: string;
  defaultLanguageId?: number;
  footerLinks?: FooterLinks;
  /** Master organisations: their country's IOC code. */
  nation?: string;
  children?: DemoOrg[];
}

/** The German federation with its 20 state associations, some areas, districts and clubs, and a Dutch federation. */
export const demoTree: DemoOrg[] = [
  {
    key: 'dlv',
    name: 'Deutscher Leichtathletik-Verband',
    type: 'master',
    stateCode: 'DE',
    externalId: 'DLV',
    nation: 'GER',
    defaultLanguageId: 1,
    footerLinks: { privacy: 'https://www.leichtathletik.de/datenschutz', terms: 'https://www.leichtathletik.de/agb', imprint: 'https://www.leichtathletik.de/impressum' },
    children: [
      { name: 'Badischer Leichtathletik-Verband', type: 'Region', stateCode: 'BAD', externalId: 'LV-BAD' },
      {
        key: 'bayern',
        name: 'Bayerischer Leichtathletik-Verband',
        type: 'Region',
        stateCode: 'BY',
        externalId: 'LV-BY',
        children: [
          {
            name: 'Bezirk Oberbayern',
            type: 'Area',
            stateCode: 'BY',
            area: 'Oberbayern',
            children: [
              { name: 'LG Stadtwerke München', type: 'LG', stateCode: 'BY', area: 'Oberbayern', externalId: 'BY-0101' },
              { name: 'TSV 1860 München', type: 'Club', stateCode: 'BY', area: 'Oberbayern', externalId: 'BY-0102' },
            ],
          },
          {
            name: 'Bezirk Mittelfranken',
            type: 'Area',
            stateCode: 'BY',
            area: 'Mittelfranken',
            children: [{ name: 'LAC Quelle Fürth', type: 'Club', stateCode: 'BY', area: 'Mittelfranken', externalId: 'BY-0201' }],
          },
        ],
      },
      { name: 'Berliner Leichtathletik-Verband', type: 'Region', stateCode: 'BE', externalId: 'LV-BE' },
      { name: 'Brandenburgischer Leichtathletik-Verband', type: 'Region', stateCode: 'BB', externalId: 'LV-BB' },
      { name: 'Bremer Leichtathletik-Verband', type: 'Region', stateCode: 'HB', externalId: 'LV-HB' },
      { name: 'Hamburger Leichtathletik-Verband', type: 'Region', stateCode: 'HH', externalId: 'LV-HH' },
      {
        key: 'hessen',
        name: 'Hessischer Leichtathletik-Verband',
        type: 'Region',
        stateCode: 'HE',
        externalId: 'LV-HE',
        children: [
          {
            key: 'frankfurt',
            name: 'Kreis Frankfurt',
            type: 'District',
            stateCode: 'HE',
            district: 'Frankfurt',
            children: [
              { key: 'eintracht', name: 'Eintracht Frankfurt e.V.', type: 'Club', stateCode: 'HE', district: 'Frankfurt', externalId: 'HE-0401' },
              { key: 'lgNord', name: 'LG Frankfurt-Nord', type: 'LG', stateCode: 'HE', district: 'Frankfurt', externalId: 'HE-0402' },
            ],
          },
          {
            key: 'dieburg',
            name: 'Kreis Darmstadt-Dieburg',
            type: 'District',
            stateCode: 'HE',
            district: 'Darmstadt-Dieburg',
            children: [
              { key: 'darmstadt', name: 'ASC Darmstadt', type: 'Club', stateCode: 'HE', district: 'Darmstadt-Dieburg', externalId: 'HE-0501' },
              { key: 'odenwald', name: 'StG Odenwald', type: 'StG', stateCode: 'HE', district: 'Darmstadt-Dieburg', externalId: 'HE-0502' },
            ],
          },
          { key: 'company', name: 'Laufsport Rhein-Main GmbH', type: 'Company', stateCode: 'HE', externalId: 'HE-F-01' },
        ],
      },
      { name: 'Leichtathletik-Verband Mecklenburg-Vorpommern', type: 'Region', stateCode: 'MV', externalId: 'LV-MV' },
      { name: 'Niedersächsischer Leichtathletik-Verband', type: 'Region', stateCode: 'NI', externalId: 'LV-NI' },
      { name: 'Leichtathletik-Verband Nordrhein', type: 'Region', stateCode: 'NRH', externalId: 'LV-NRH' },
      { name: 'Leichtathletik-Verband Pfalz', type: 'Region', stateCode: 'PF', externalId: 'LV-PF' },
      { name: 'Leichtathletik-Verband Rheinhessen', type: 'Region', stateCode: 'RHH', externalId: 'LV-RHH' },
      { name: 'Leichtathletik-Verband Rheinland', type: 'Region', stateCode: 'RHL', externalId: 'LV-RHL' },
      { name: 'Saarländischer Leichtathletik-Bund', type: 'Region', stateCode: 'SL', externalId: 'LV-SL' },
      { name: 'Leichtathletik-Verband Sachsen', type: 'Region', stateCode: 'SN', externalId: 'LV-SN' },
      { name: 'Leichtathletik-Verband Sachsen-Anhalt', type: 'Region', stateCode: 'ST', externalId: 'LV-ST' },
      { name: 'Schleswig-Holsteinischer Leichtathletik-Verband', type: 'Region', stateCode: 'SH', externalId: 'LV-SH' },
      { name: 'Thüringer Leichtathletik-Verband', type: 'Region', stateCode: 'TH', externalId: 'LV-TH' },
      { name: 'Westfälischer Leichtathletik-Verband', type: 'Region', stateCode: 'WE', externalId: 'LV-WE' },
      { name: 'Württembergischer Leichtathletik-Verband', type: 'Region', stateCode: 'WÜ', externalId: 'LV-WUE' },
    ],
  },
  {
    key: 'atletiekunie',
    name: 'Atletiekunie',
    type: 'master',
    stateCode: 'NL',
    externalId: 'AU',
    nation: 'NED',
    defaultLanguageId: 3,
    footerLinks: { privacy: 'https://www.atletiekunie.nl/privacy', terms: 'https://www.atletiekunie.nl/algemene-voorwaarden', imprint: 'https://www.atletiekunie.nl/colofon' },
    children: [
      {
        key: 'nlRegion',
        name: 'Regio West',
        type: 'Region',
        stateCode: 'NH',
        children: [
          { key: 'phanos', name: 'AV Phanos', type: 'Club', stateCode: 'NH', externalId: 'AU-1001' },
          { name: 'AV Haarlem', type: 'Club', stateCode: 'NH', externalId: 'AU-1002' },
          { name: 'Leiden Atletiek', type: 'Club', stateCode: 'ZH', externalId: 'AU-1003' },
        ],
      },
    ],
  },
];
