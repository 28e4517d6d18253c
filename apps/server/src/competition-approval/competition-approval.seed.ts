import type { ApprovalStateValue, CompetitionStateValue } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import type { DemoRefs } from '../api/define-route';
import { approvalDecisions, approvalHistory, competitionApprovals, type ApprovalContent, type ApprovalDetails } from '../db/schema';

interface DemoApplication {
  name: string;
  owner: string;
  days: number;
  time: string;
  town: string;
  place: [startplace: string, street: string, zip: string, lat: number, lon: number];
  district: string | null;
  state: CompetitionStateValue;
  category?: number;
  subType?: number;
  events: [code: string | null, name: string, metres: number][];
  /** Approving organisation keys with their decisions (state, reason). */
  decisions?: [org: string, state: ApprovalStateValue, reason?: string][];
  cancelReason?: string;
  finishers?: boolean;
}

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

// Hessen clubs' road races in every state of the approval (PRODUCT §4), dated from today.
const applications: DemoApplication[] = [
  { name: 'Frühjahrslauf am Riederwald', owner: 'eintracht', days: 120, time: '10:00', town: 'Frankfurt am Main', place: ['Riederwaldstadion', 'Am Erlenbruch 25', '60386', 50.1249, 8.7367], district: 'frankfurt', state: 0, subType: 1, events: [['10K', '10 km Straßenlauf', 10000], [null, 'Schülerlauf 2 km', 2000]] },
  { name: 'Mainuferlauf Frankfurt', owner: 'eintracht', days: 45, time: '09:30', town: 'Frankfurt am Main', place: ['Eiserner Steg', 'Mainkai', '60311', 50.1076, 8.6815], district: 'frankfurt', state: 1, subType: 1, events: [['HM', 'Halbmarathon', 21097.5], ['10K', '10 km Straßenlauf', 10000]], decisions: [['hessen', 0]] },
  { name: 'Nordwestlauf', owner: 'lgNord', days: 75, time: '11:00', town: 'Frankfurt am Main', place: ['Nordwestzentrum', 'Limescorso 8', '60439', 50.1581, 8.6318], district: 'frankfurt', state: 2, subType: 6, events: [[null, 'Volkslauf 7,5 km', 7500]], decisions: [['hessen', 0]] },
  { name: 'Darmstädter Stadtlauf', owner: 'darmstadt', days: 30, time: '10:30', town: 'Darmstadt', place: ['Marktplatz', 'Marktplatz 1', '64283', 49.8728, 8.6512], district: 'dieburg', state: 3, subType: 1, events: [['10K', '10 km Straßenlauf', 10000], ['5K', '5 km Straßenlauf', 5000]], decisions: [['hessen', 1, 'Strecke vermessen, genehmigt.']] },
  { name: 'Hessischer Halbmarathon', owner: 'eintracht', days: 20, time: '09:00', town: 'Frankfurt am Main', place: ['Römerberg', 'Römerberg 1', '60311', 50.1106, 8.6821], district: 'frankfurt', state: 3, category: 6, subType: 1, events: [['HM', 'Halbmarathon', 21097.5]], decisions: [['hessen', 1]] },
  { name: 'Odenwald-Crosslauf', owner: 'odenwald', days: 55, time: '13:00', town: 'Michelstadt', place: ['Sportplatz', 'Am Sportfeld 2', '64720', 49.6776, 9.0035], district: 'dieburg', state: 4, subType: 2, events: [[null, 'Crosslauf 6 km', 6000]], decisions: [['hessen', 2, 'Termin kollidiert mit den Landesmeisterschaften.']] },
  { name: 'Silvesterlauf Sachsenhausen', owner: 'eintracht', days: 35, time: '14:00', town: 'Frankfurt am Main', place: ['Lokalbahnhof', 'Darmstädter Landstraße 2', '60594', 50.1029, 8.6935], district: 'frankfurt', state: 5, subType: 1, events: [[null, 'Silvesterlauf 8 km', 8000]], decisions: [['hessen', 0]], cancelReason: 'Baustelle auf der Strecke, keine Genehmigung der Stadt.' },
  { name: 'Herbstlauf am Main', owner: 'eintracht', days: -10, time: '10:00', town: 'Offenbach am Main', place: ['Mainufer', 'Mainstraße 1', '63065', 50.1036, 8.7632], district: 'frankfurt', state: 3, subType: 1, events: [['10K', '10 km Straßenlauf', 10000]], decisions: [['hessen', 1]] },
  { name: 'Firmenlauf Rhein-Main', owner: 'company', days: -20, time: '18:30', town: 'Frankfurt am Main', place: ['Commerzbank-Arena', 'Mörfelder Landstraße 362', '60528', 50.0686, 8.6455], district: null, state: 3, subType: 6, events: [[null, 'Firmenlauf 5,6 km', 5600]], decisions: [['hessen', 1]] },
  { name: 'Sommernachtslauf', owner: 'eintracht', days: -40, time: '20:00', town: 'Frankfurt am Main', place: ['Ostpark', 'Ostparkstraße', '60385', 50.1213, 8.7206], district: 'frankfurt', state: 3, subType: 1, events: [['10K', '10 km Straßenlauf', 10000], ['5K', '5 km Straßenlauf', 5000]], decisions: [['hessen', 1]], finishers: true },
  { name: 'Deutsche 10-km-Meisterschaften', owner: 'eintracht', days: 90, time: '11:00', town: 'Frankfurt am Main', place: ['Messe', 'Ludwig-Erhard-Anlage 1', '60327', 50.1115, 8.6472], district: 'frankfurt', state: 1, category: 9, subType: 1, events: [['10K', '10 km Straßenlauf', 10000]], decisions: [['hessen', 1, 'Landesverband einverstanden.'], ['dlv', 0]] },
];

const contact = (owner: string): ApprovalDetails => ({
  nonProfit: false,
  nonProfitReason: null,
  fees: true,
  firstTimeEvent: false,
  linkEntrySystem: 'https://anmeldung.example.test',
  additionalComment: null,
  contact_PersonTitel: 1,
  contact_Firstname: 'Clara',
  contact_Lastname: 'Vereinsam',
  contact_Street: 'Mörfelder Landstraße 362',
  contact_StreetAddition: null,
  contact_Zip: '60528',
  contact_Town: 'Frankfurt am Main',
  contact_Phone: '069 955030',
  contact_Mobile: null,
  contact_Fax: null,
  contact_Email: `lauf.${owner}@demo.test`,
  contact_Website: `https://${owner}.example.test`,
  contact_ExtraInfos: null,
});

const finisherCounts: ApprovalDetails = {
  finisher_Women_Active: 212,
  finisher_Women_U2018: 18,
  finisher_Women_U1614: 9,
  finisher_Women_U12: 4,
  finisher_Women_Masters: 141,
  finisher_Men_Active: 305,
  finisher_Men_U2018: 21,
  finisher_Men_U1614: 11,
  finisher_Men_U12: 6,
  finisher_Men_Masters: 198,
  totalSum_Runners: 925,
  totalSum_Others: 0,
  totalSum_Walker: 0,
  otherContact: false,
};

function contentOf(events: DemoApplication['events']): ApprovalContent {
  return {
    classes: [
      { id: 1, definitionClassId: 'M', longname: 'Männer', order: 1 },
      { id: 2, definitionClassId: 'W', longname: 'Frauen', order: 2 },
    ],
    events: events.map(([code, name, metres], i) => ({
      id: i + 1,
      definitionEventId: code,
      longname: name,
      order: i + 1,
      courseLength: Math.round(metres * 1000),
      measurement: 'm',
      enduranceEventType: 0,
      measurementProtocol: code ? day(-200) : null,
      protocolAvailable: code !== null,
    })),
    eventClasses: events.flatMap((_, i) => [
      { eventId: i + 1, classId: 1 },
      { eventId: i + 1, classId: 2 },
    ]),
  };
}

/** The demo's applications, with their approvals and history (the club user applied, the approvers decided). */
export async function seedDemoApprovals(tx: DbOrTx, refs: DemoRefs): Promise<void> {
  const clubUser = refs.user('club.user@demo.test');
  const deciders: Record<string, number> = { hessen: refs.user('approver@demo.test'), dlv: refs.user('federation.approver@demo.test') };
  for (const a of applications) {
    const start = day(a.days);
    const created = new Date(Date.now() - (60 - Math.min(a.days, 50)) * 86_400_000);
    const [row] = await tx
      .insert(competitionApprovals)
      .values({
        masterId: refs.org('dlv'),
        ownerOrganizationId: refs.org(a.owner),
        ownerPath: refs.path(a.owner),
        name: a.name,
        state: a.state,
        competitionType: 0,
        category: a.category ?? 16,
        subType: a.subType ?? 1,
        approvalType: 2,
        startAt: `${start} ${a.time}:00`,
        endDate: start,
        entryEndDate: day(a.days - 3),
        nation: 'GER',
        nationalCode: a.state === 3 ? `HE-${start.slice(0, 4)}-${String(refs.org(a.owner)).padStart(5, '0')}` : null,
        town: a.town,
        latitude: a.place[3],
        longitude: a.place[4],
        regionId: refs.org('hessen'),
        districtId: a.district ? refs.org(a.district) : null,
        content: contentOf(a.events),
        details: {
          ...contact(a.owner),
          eventLocation_Startplace: a.place[0],
          eventLocation_Street: a.place[1],
          eventLocation_Zip: a.place[2],
          ...(a.finishers ? finisherCounts : {}),
        },
        cancelationReason: a.cancelReason ?? null,
        finishersSentAt: a.finishers ? new Date(Date.now() - 30 * 86_400_000) : null,
        createdAt: created,
        createdBy: clubUser,
        changedAt: created,
        changedBy: clubUser,
      })
      .returning({ id: competitionApprovals.id });
    const history: (typeof approvalHistory.$inferInsert)[] = [{ applicationId: row.id, at: created, byUserId: clubUser, action: 'create', fromState: null, toState: 0 }];
    if (a.decisions) {
      const requestedAt = new Date(created.getTime() + 86_400_000);
      history.push({ applicationId: row.id, at: requestedAt, byUserId: clubUser, action: 'request', fromState: 0, toState: 1 });
      for (const [position, [orgKey, state, reason]] of a.decisions.entries()) {
        const at = new Date(requestedAt.getTime() + (position + 1) * 86_400_000);
        await tx.insert(approvalDecisions).values({
          applicationId: row.id,
          organizationId: refs.org(orgKey),
          position,
          state,
          reason: reason ?? null,
          changedAt: state === 0 ? null : at,
          changedBy: state === 0 ? null : deciders[orgKey],
        });
        if (state !== 0) {
          const last = position === a.decisions.length - 1 || state === 2;
          history.push({ applicationId: row.id, at, byUserId: deciders[orgKey], action: 'decide', fromState: 1, toState: last ? (state === 1 ? 3 : 4) : 1, organizationId: refs.org(orgKey), reason: reason ?? null });
        }
      }
      if (a.state === 2) history.push({ applicationId: row.id, at: new Date(), byUserId: clubUser, action: 'update', fromState: 1, toState: 2, reason: 'startDate' });
      if (a.state === 5) history.push({ applicationId: row.id, at: new Date(), byUserId: clubUser, action: 'cancel', fromState: 1, toState: 5, reason: a.cancelReason });
      if (a.finishers) history.push({ applicationId: row.id, at: new Date(Date.now() - 30 * 86_400_000), byUserId: clubUser, action: 'finishers', fromState: 3, toState: 3 });
    }
    await tx.insert(approvalHistory).values(history);
  }
}
