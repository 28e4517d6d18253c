import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { CompetitionApproval, ImportRow, ResultImport, RoadRaceResultsAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { EINTRACHT, FRANKFURT, HESSEN, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { multipart } from '../results-import/imports.fixtures';
import { resultImports } from '../db/schema';
import { applicationPayload, base, createApplication, dayFromNow, finishers, hrefOf, rels } from './approval.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let ids: { owner: number; region: number; district: number };

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  ids = { owner: org(EINTRACHT).id, region: org(HESSEN).id, district: org(FRANKFURT).id };
});
afterAll(() => t.close());

/** An application approved by the state association, its start `daysAgo` days back (negative: ahead), as its organiser sees it. */
async function approvedRace(name: string, daysAgo = 2): Promise<CompetitionApproval> {
  const day = dayFromNow(-daysAgo);
  let app = await createApplication(t, s.club.token, applicationPayload(ids, { name, startDate: `${day}T10:00`, endDate: day }));
  app = (await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/request`, payload: { version: app.version } })).json();
  const decided = await t.as(s.approver.token, { method: 'PUT', url: `${base}/${app.id}/approvals/${ids.region}`, payload: { approvalState: 1, version: app.version } });
  expect(decided.statusCode, decided.body).toBe(200);
  return read(s.club.token, app.id);
}

const read = async (token: string, id: number): Promise<CompetitionApproval> => (await t.as(token, { method: 'GET', url: `${base}/${id}` })).json();
const upload = (token: string, id: number, data: Buffer, name = 'ergebnisliste.csv', culture = 'de') =>
  t.as(token, { method: 'POST', url: `${base}/${id}/results?culture=${culture}`, ...multipart({}, { name, data }) });

/** A timing company's list as German Excel saves it: Windows-1252, semicolons, a title above the header. */
const germanList = (rows: string[]) =>
  Buffer.from(['Mainuferlauf - Ergebnisliste 10 km;;;;;;;', 'Platz;Startnr.;Name;Jg.;M/W;Verein;AK;Brutto;Netto', ...rows].join('\r\n'), 'latin1');
const runners = [
  `1;101;Müller, Jörg;1998;M;${EINTRACHT};MHK;0:33:12;0:33:10`,
  '2;205;Schröder, Bärbel;1984;W;TV Süd;W40;38:05,4;38:01,2',
  '3;17;Weiß, Lukas;2009;M;SV Öhringen;MU18;39:59;39:58',
  '4;18;Groß, Anna;2012;W;;WU14;44:30;44:29',
  ';22;Fehl, Otto;1990;M;;M35;DNF;',
];

describe('the result list of a road race', () => {
  it('is offered to the organiser once the approved race has passed, and answers the counts without sending them', async () => {
    const app = await approvedRace('Ergebnislauf');
    expect(rels(app)).toContain('upload_results');
    expect(hrefOf(app, 'upload_results')).toBe(`${base}/${app.id}/results`);

    const response = await upload(s.club.token, app.id, germanList(runners));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as RoadRaceResultsAnswer;
    expect(answer.counts).toEqual({
      finisher_Women_Active: 0,
      finisher_Women_U2018: 0,
      finisher_Women_U1614: 1,
      finisher_Women_U12: 0,
      finisher_Women_Masters: 1,
      finisher_Men_Active: 1,
      finisher_Men_U2018: 1,
      finisher_Men_U1614: 0,
      finisher_Men_U12: 0,
      finisher_Men_Masters: 0,
      totalSum_Runners: 4,
      totalSum_Others: 0,
      totalSum_Walker: 0,
    });
    expect(answer).toMatchObject({ finishers: 4, rows: { ok: 5, warnings: 0, errors: 0 } });
    expect(answer.importId).toEqual(expect.any(Number));

    // Nothing is sent: the organiser checks the counts on the finisher form and sends them as before.
    const after = await read(s.club.token, app.id);
    expect(after.finishersSentAt).toBeNull();
    expect(after.finisher_Men_Active).toBeNull();
    expect(after.version).toBe(app.version);
    expect(rels(after)).toContain('send_finishers');
  });

  it('becomes a preview for the statisticians: a new competition of the race, gross times in its event, a second list replacing the first', async () => {
    const app = await approvedRace('Statistiklauf');
    const first = (await upload(s.club.token, app.id, germanList(runners), '10km.csv')).json() as RoadRaceResultsAnswer;
    const second = await upload(s.club.token, app.id, germanList(runners.slice(0, 2)), '10km.csv');
    expect(second.statusCode, second.body).toBe(200);
    const { importId } = second.json() as RoadRaceResultsAnswer;

    const list = await t.as(s.statistician.token, { method: 'GET', url: '/api/statistics/imports?pageSize=100' });
    expect(list.statusCode, list.body).toBe(200);
    const imports = (list.json().entities as ResultImport[]).filter((i) => i.competitionName === 'Statistiklauf');
    expect(imports.map((i) => [i.id, i.source, i.state])).toEqual([
      [importId, 'roadRace', 'preview'],
      [first.importId, 'roadRace', 'discarded'],
    ]);
    const preview = imports[0];
    const day = dayFromNow(-2);
    expect(preview).toMatchObject({ fileName: '10km.csv', newCompetition: true, competitionDateFrom: day, competitionDateTo: day, counts: { ok: 0, warnings: 2, errors: 0 } });
    const [stored] = await t.database.db.select().from(resultImports).where(eq(resultImports.id, importId!));
    expect(stored).toMatchObject({ applicationId: app.id, userId: s.club.id, newCompetition: { name: 'Statistiklauf', dateFrom: day, dateTo: day, town: 'Frankfurt am Main', nation: 'GER', environment: 1 } });

    const rows = await t.as(s.statistician.token, { method: 'GET', url: `${hrefOf(preview, 'get_import_rows')}?pageSize=100` });
    expect(rows.statusCode, rows.body).toBe(200);
    const entities = rows.json().entities as ImportRow[];
    // Road races rank by the gross time (rounded up to the second); the class is the list's age group.
    expect(entities.map((r) => [r.athlete.lastName, r.event, r.class, r.mark, r.date])).toEqual([
      ['Müller', '10K', 'M', '33:12', day],
      ['Schröder', '10K', 'W40', '38:06', day],
    ]);
    // Nothing of the statistics is written before a statistician commits the preview.
    expect(rels(preview)).toEqual(expect.arrayContaining(['commit_import', 'discard_import']));
    const discarded = await t.database.db.select({ state: resultImports.state }).from(resultImports).where(and(eq(resultImports.applicationId, app.id), eq(resultImports.state, 'discarded')));
    expect(discarded).toHaveLength(1);
  });

  it('reads an English workbook with times as durations', async () => {
    const app = await approvedRace('Workbook Run');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Results');
    sheet.addRow(['Bib', 'Last name', 'First name', 'Gender', 'YOB', 'Club', 'Gun time', 'Chip time']);
    const row = sheet.addRow([7, 'Smith', 'Jane', 'F', 1980, 'Harriers', (45 * 60 + 12) / 86_400, (45 * 60 + 2) / 86_400]);
    row.getCell(7).numFmt = '[h]:mm:ss';
    row.getCell(8).numFmt = '[h]:mm:ss';
    const response = await upload(s.club.token, app.id, Buffer.from(await workbook.xlsx.writeBuffer()), 'results.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ finishers: 1, counts: { finisher_Women_Masters: 1, totalSum_Runners: 1 } });
  });

  it('refuses a file that is no result list, naming the columns it looks for', async () => {
    const app = await approvedRace('Falschlauf');
    const pdf = await upload(s.club.token, app.id, Buffer.from('%PDF-1.4\n%%EOF\n'), 'ergebnisse.pdf');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.File[0]).toBe(
      'Die Datei ist keine Ergebnisliste: erwartet wird eine XLSX- oder CSV-Datei mit den Spalten Name, Geschlecht, Jahrgang, Altersklasse, Bruttozeit, Nettozeit',
    );
    const noHeader = await upload(s.club.token, app.id, Buffer.from('Platz;Verein;Punkte\r\n1;TV Süd;12\r\n'), 'liste.csv', 'en');
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().errors.File[0]).toBe('No header with name and time found: expected are columns such as Name, Gender, Year of birth, Age group, Gross time, Net time');
    const tooLarge = await upload(s.club.token, app.id, Buffer.alloc(20 * 1024 * 1024 + 1, 0x41), 'riesig.csv');
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors.File).toEqual(['Die Datei ist größer als 20 MB']);
    const none = await t.database.db.select({ id: resultImports.id }).from(resultImports).where(eq(resultImports.applicationId, app.id));
    expect(none).toEqual([]);
  });

  it('is not offered before the start, to others, or once the finishers are sent', async () => {
    const ahead = await approvedRace('Zukunftslauf', -10);
    expect(rels(ahead)).not.toContain('upload_results');
    const early = await upload(s.club.token, ahead.id, germanList(runners));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.Model).toEqual(['Die Veranstaltung hat noch nicht stattgefunden']);

    const passed = await approvedRace('Fremdlauf');
    // The state association's approver sees the application but sends no finishers as the organiser.
    expect(rels(await read(s.approver.token, passed.id))).not.toContain('upload_results');
    expect((await upload(s.approver.token, passed.id, germanList(runners))).statusCode).toBe(403);
    // The statistician is not offered the approval area at all.
    expect((await upload(s.statistician.token, passed.id, germanList(runners))).statusCode).toBe(403);

    const sent = await t.as(s.club.token, { method: 'PUT', url: `${base}/${passed.id}/finishers`, payload: finishers(passed.version) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(rels(sent.json())).not.toContain('upload_results');
    const late = await upload(s.club.token, passed.id, germanList(runners));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.Model).toEqual(['Die Teilnehmerzahlen wurden bereits gemeldet']);
    const none = await t.database.db.select({ id: resultImports.id }).from(resultImports).where(eq(resultImports.applicationId, passed.id));
    expect(none).toEqual([]);
  });
});
