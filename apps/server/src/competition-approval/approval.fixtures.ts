import type { CompetitionApproval, CompetitionApprovalInput } from '@portal/domain';
import type { TestApp } from '../test/harness';

/** `YYYY-MM-DD` of today plus `days` (local time, as the server reads dates). */
export function dayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A complete application of a Hessen club with one federation event, one custom event and two classes. */
export function applicationPayload(ids: { owner: number; region: number; district?: number | null }, over: Partial<CompetitionApprovalInput> = {}): CompetitionApprovalInput {
  const day = dayFromNow(40);
  return {
    name: 'Mainuferlauf',
    ownerOrganizationId: ids.owner,
    competitionType: 0,
    startDate: `${day}T09:30`,
    endDate: day,
    entryEndDate: null,
    nation: 'GER',
    contact_PersonTitel: 1,
    contact_Firstname: 'Clara',
    contact_Lastname: 'Vereinsam',
    contact_Street: 'Mörfelder Landstraße 362',
    contact_Zip: '60528',
    contact_Town: 'Frankfurt am Main',
    contact_Email: 'lauf@eintracht.test',
    contact_Website: 'www.mainuferlauf.test',
    eventLocation_Startplace: 'Eiserner Steg',
    eventLocation_Street: 'Mainkai',
    eventLocation_Zip: '60311',
    eventLocation_Town: 'Frankfurt am Main',
    eventLocation_Latitude: 50.1076,
    eventLocation_Longitude: 8.6815,
    eventLocation_Region_Id: ids.region,
    eventLocation_District_Id: ids.district ?? null,
    competitionCategory: 16,
    competitionSubType: 1,
    competitionApprovalType: 2,
    classes: [
      { id: 1, definitionClassId: 'M', longname: 'Männer', order: 1 },
      { id: 2, definitionClassId: 'W', longname: 'Frauen', order: 2 },
    ],
    events: [
      { id: 1, definitionEventId: '10K', longname: '10 km Straßenlauf', order: 1, courseLength: 10_000_000, measurement: 'm', enduranceEventType: 0, measurementProtocol: '2025-04-01', protocolAvailable: true },
      { id: 2, definitionEventId: null, longname: 'Bambinilauf 400 m', order: 2, courseLength: 400_000, measurement: 'm', enduranceEventType: 0 },
    ],
    eventClasses: [
      { eventId: 1, classId: 1 },
      { eventId: 1, classId: 2 },
    ],
    ...over,
  };
}

export const base = '/api/competitionapprovals';

/** Creates an application as `token` (asserting 201) and answers it. */
export async function createApplication(t: TestApp, token: string, payload: CompetitionApprovalInput): Promise<CompetitionApproval> {
  const response = await t.as(token, { method: 'POST', url: base, payload });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const rels = (item: { links: { rel: string }[] }) => item.links.map((l) => l.rel).sort();
export const hrefOf = (item: { links: { rel: string; href: string }[] }, rel: string) => {
  const link = item.links.find((l) => l.rel === rel);
  if (!link) throw new Error(`no ${rel} link in ${JSON.stringify(item.links.map((l) => l.rel))}`);
  return link.href;
};

/** Finisher numbers that add up: 120 runners, 30 walkers (U16 and U12 exempt from the fee). */
export const finishers = (version: number) => ({
  version,
  finisher_Women_Active: 40,
  finisher_Women_U2018: 5,
  finisher_Women_U1614: 3,
  finisher_Women_U12: 2,
  finisher_Women_Masters: 20,
  finisher_Men_Active: 50,
  finisher_Men_U2018: 4,
  finisher_Men_U1614: 3,
  finisher_Men_U12: 3,
  finisher_Men_Masters: 20,
  totalSum_Runners: 120,
  totalSum_Others: 0,
  totalSum_Walker: 30,
});
