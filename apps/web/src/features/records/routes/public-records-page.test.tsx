import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organizationsApi, publicRecordsApi, type PublicRecordGroup } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer } from '../../../testing/api-handlers';
import { renderRoute } from '../components/records-test-support';
import { PublicRecordsPage } from './public-records-page';

let groups: PublicRecordGroup[];
/** Every federation, as the anonymous selector list names them; the Swiss one has no record sets. */
const federations = [
  { value: 1, text: 'Deutscher Leichtathletik-Verband', languageId: 1 },
  { value: 2, text: 'Atletiekunie', languageId: 3 },
  { value: 4, text: 'Swiss Athletics', languageId: 1 },
];

const record = (id: number, over: Partial<PublicRecordGroup['sets'][number]['groups'][number]['records'][number]>) => ({
  id,
  eventCode: '100',
  eventName: '100 m',
  formatedValue: '10.81',
  formatedWind: '+1.7',
  athleteName: 'Marlies Göhr',
  competitorId: null as number | null,
  athleteIocCode: 'GER',
  yearOfBirth: 1958,
  recordTown: 'Berlin',
  recordCountry: 'GER',
  date: '1983-06-08',
  recordStatus: 1,
  ...over,
});

beforeAll(() => i18n.changeLanguage('de'));
beforeEach(() => {
  groups = [
    {
      masterOrganizationId: 1,
      masterOrganizationName: 'Deutscher Leichtathletik-Verband',
      sets: [
        {
          id: 3,
          name: 'Deutsche Rekorde Frauen',
          code: 'DRW',
          className: 'Frauen',
          gender: 1,
          recordType: 1,
          recordValidity: 4,
          validityQualifier: 'Deutscher Leichtathletik-Verband',
          eventEnvironment: 1,
          groups: [
            { eventType: 1, records: [record(2, { eventCode: 'HJ', eventName: 'Hochsprung', formatedValue: '2.05', formatedWind: null, athleteName: 'Heike Henkel', competitorId: 77, recordTown: 'Tokio', recordCountry: 'JPN', date: '1991-08-31' })] },
            { eventType: 10, records: [record(1, {}), record(4, { eventCode: '400', eventName: '400 m', formatedValue: '47.60', formatedWind: null, athleteName: 'Marita Koch', recordStatus: 2 })] },
          ],
        },
        { id: 5, name: 'Vereinsrekorde', code: 'EFM', className: 'Männer', gender: 0, recordType: 1, recordValidity: 8, validityQualifier: 'Eintracht Frankfurt e.V.', eventEnvironment: 0, groups: [] },
      ],
    },
    { masterOrganizationId: 2, masterOrganizationName: 'Atletiekunie', sets: [{ id: 9, name: 'Nederlandse records', code: 'NR', className: 'Mannen', gender: 0, recordType: 1, recordValidity: 1, validityQualifier: null, eventEnvironment: 1, groups: [] }] },
  ];
  answer(organizationsApi.master_organizations, () => federations);
  answer(publicRecordsApi.public_records, () => groups);
});

describe('PublicRecordsPage', { timeout: 30_000 }, () => {
  it('shows one table per set of the first federation, grouped by event type, with wind, athlete, place and day', async () => {
    renderRoute('publicrecords', '/public/records', <PublicRecordsPage />);
    const table = await screen.findByRole('table', { name: 'Deutsche Rekorde Frauen' });
    expect(screen.getByRole('heading', { level: 2, name: 'Deutsche Rekorde Frauen (DRW)' })).toBeTruthy();
    expect(screen.getByText('National (Deutscher Leichtathletik-Verband) · Frauen · Freiluft · Rekord')).toBeTruthy();
    expect([...table.querySelectorAll('tr[data-group]')].map((r) => r.textContent)).toEqual(['Hochsprung/Stabhochsprung', 'Sprint']);
    const row = table.querySelector('[data-row-id="1"]') as HTMLElement;
    expect(within(row).getByText('10.81 (+1.7)')).toBeTruthy();
    expect(within(row).getByText('Marlies Göhr (GER)')).toBeTruthy();
    expect(within(row).getByText('Berlin (GER)')).toBeTruthy();
    expect(within(row).getByText('08.06.1983')).toBeTruthy();
    expect(within(table.querySelector('[data-row-id="4"]') as HTMLElement).getByText('inoffiziell')).toBeTruthy();
    // A record adopted from a statistics performance names the athlete with a link to the profile.
    expect(within(table.querySelector('[data-row-id="2"]') as HTMLElement).getByRole('link', { name: 'Heike Henkel' }).getAttribute('href')).toBe('/athletes/77');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Vereinsrekorde' })).getByText('Noch keine Rekorde')).toBeTruthy();
    expect(screen.queryByText('Nederlandse records (NR)')).toBeNull();
  });

  it('switches the federation through the URL', async () => {
    const { router } = renderRoute('publicrecords', '/public/records', <PublicRecordsPage />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Verband' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Atletiekunie' }));
    await screen.findByRole('heading', { level: 2, name: 'Nederlandse records (NR)' });
    expect(screen.getByText('Welt · Mannen · Freiluft · Rekord')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?federation=2'));
  });

  it('says that a federation has no record sets instead of showing another one, and keeps the selector', async () => {
    const { router } = renderRoute('publicrecords', '/public/records?federation=4', <PublicRecordsPage />);
    expect(await screen.findByText('Swiss Athletics hat noch keine Rekordlisten veröffentlicht.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Deutsche Rekorde Frauen (DRW)')).toBeNull();
    const selector = screen.getByRole('combobox', { name: 'Verband' });
    expect(selector.textContent).toBe('Swiss Athletics');
    fireEvent.mouseDown(selector);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Deutscher Leichtathletik-Verband', 'Atletiekunie', 'Swiss Athletics']);
    fireEvent.click(screen.getByRole('option', { name: 'Deutscher Leichtathletik-Verband' }));
    await screen.findByRole('heading', { level: 2, name: 'Deutsche Rekorde Frauen (DRW)' });
    await waitFor(() => expect(router.state.location.search).toBe('?federation=1'));
  });

  it('says so in English and Dutch too', async () => {
    for (const [language, text] of [
      ['en', 'Swiss Athletics has not published any record sets yet.'],
      ['nl', 'Swiss Athletics heeft nog geen recordlijsten gepubliceerd.'],
    ]) {
      await i18n.changeLanguage(language);
      const { unmount } = renderRoute('publicrecords', '/public/records?federation=4', <PublicRecordsPage />);
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
    await i18n.changeLanguage('de');
  });

  it('shows the first federation for an id that is no federation', async () => {
    renderRoute('publicrecords', '/public/records?federation=99', <PublicRecordsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Deutsche Rekorde Frauen (DRW)' });
    expect(screen.queryByText(/noch keine Rekordlisten/)).toBeNull();
  });
});
