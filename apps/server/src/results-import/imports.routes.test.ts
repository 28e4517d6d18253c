import { and, eq, sql } from 'drizzle-orm';
import type { ImportRow, ResultImport } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { DLV, EINTRACHT, LG_NORD, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { athletes, perfCompetitions, performances, resultImports } from '../db/schema';
import { multipart } from './imports.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
const base = '/api/statistics/imports';

/** Text as German Excel saves a CSV: Windows-1252 (umlauts and ß are one byte each). */
function windows1252(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

const header = 'Nachname;Vorname;Jg.;Geschlecht;Verein;Nation;Disziplin;AK;Leistung;Wind;Platz;Datum';
const rowMueller = (mark = '10,52') => `Mueller;Jörg;1990;M;${EINTRACHT};GER;100m;M;${mark};+1,2;1;14.06.2026`;
const rowWeiss = 'Weiß;Jürgen;1995;M;LG Irgendwo;GER;Weitsprung;M;7,48;+0,8;1;14.06.2026';
const rowSchmidt = 'Schmidt;Anna;2001;W;SC Unbekannt;GER;100 m;W;11,80;-0,3;1;14.06.2026';
const rowUnknownEvent = 'Roth;Paul;1999;M;;GER;Speerwurf rückwärts;M;50,00;;1;14.06.2026';
const rowBadMark = 'Braun;Tim;1998;M;;GER;Kugel 7,26kg;M;99,00;;1;14.06.2026';
const firstFile = [header, rowMueller(), rowWeiss, rowSchmidt, rowUnknownEvent, rowBadMark].join('\r\n');

const newCompetition = { name: 'Import-Sportfest Kalbach', dateFrom: '2026-06-14', dateTo: '2026-06-14', town: 'Frankfurt am Main', nation: 'GER', environment: '1' };

const upload = (fields: Record<string, string>, data: Buffer, name = 'ergebnisse.csv', token = s.statistician.token) =>
  t.as(token, { method: 'POST', url: base, ...multipart(fields, { name, data }) });
const get = (url: string, token = s.statistician.token) => t.as(token, { method: 'GET', url });
const post = (url: string) => t.as(s.statistician.token, { method: 'POST', url });
const href = (item: { links: { rel: string; href: string }[] }, rel: string) => {
  const link = item.links.find((l) => l.rel === rel);
  if (!link) throw new Error(`no ${rel} link`);
  return link.href;
};
async function rowsOf(i: ResultImport, query = 'pageSize=100'): Promise<ImportRow[]> {
  const r = await get(`${href(i, 'get_import_rows')}?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().entities;
}
async function commit(i: ResultImport): Promise<ResultImport> {
  const r = await post(href(i, 'commit_import'));
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().state).toBe('committing');
  await t.runJobs();
  return (await get(`${base}/${i.id}`)).json();
}
const version = async () => Number((await t.database.db.execute(sql`select version from statistics_version`)).rows[0].version);
const marksOf = (competitionId: number) =>
  t.database.db
    .select({ id: performances.id, athleteId: performances.athleteId, markUnits: performances.markUnits, windTenths: performances.windTenths, lastName: athletes.lastName })
    .from(performances)
    .innerJoin(athletes, eq(athletes.id, performances.athleteId))
    .where(eq(performances.competitionId, competitionId))
    .orderBy(athletes.lastName);

let mueller: number;
let schmidtEintracht: number;
let schmidtLg: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  const master = org(DLV).id;
  const add = async (lastName: string, firstName: string, yearOfBirth: number, gender: number, club: string) =>
    (
      await t.database.db
        .insert(athletes)
        .values({ masterId: master, lastName, firstName, yearOfBirth, gender, nation: 'GER', organizationId: org(club).id })
        .returning({ id: athletes.id })
    )[0].id;
  mueller = await add('Müller', 'Jörg', 1990, 0, EINTRACHT);
  schmidtEintracht = await add('Schmidt', 'Anna', 2001, 1, EINTRACHT);
  schmidtLg = await add('Schmidt', 'Anna', 2001, 1, LG_NORD);
});
afterAll(() => t.close());

describe('who reaches the import', () => {
  it('is offered to statisticians only; anyone else gets 403 on its paths', async () => {
    const root = await get('/api', s.statistician.token);
    expect(JSON.stringify(root.json())).toContain('import_links');
    expect(JSON.stringify((await get('/api', s.club.token)).json())).not.toContain('import_links');
    expect((await get(base, s.club.token)).statusCode).toBe(403);
    expect((await get(`${base}/template`, s.federation.token)).statusCode).toBe(403);
    expect((await upload(newCompetition, windows1252(firstFile), 'x.csv', s.club.token)).statusCode).toBe(403);
    expect((await get(`${base}/links`, s.statistician.token)).json().links.map((l: { rel: string }) => l.rel)).toEqual(
      expect.arrayContaining(['get_imports', 'new_import', 'import_template']),
    );
  });
});

describe('a result file from upload to undo', () => {
  let first: ResultImport;
  let competitionId: number;

  it('reads a Windows-1252 CSV into a preview and writes nothing of the statistics', async () => {
    const before = await t.database.db.$count(performances);
    const r = await upload(newCompetition, windows1252(firstFile));
    expect(r.statusCode, r.body).toBe(201);
    first = r.json();
    expect(first).toMatchObject({ state: 'preview', fileName: 'ergebnisse.csv', competitionId: null, newCompetition: true, competitionName: newCompetition.name });
    expect(first.counts).toEqual({ ok: 1, warnings: 2, errors: 2 });
    expect(first.changes).toEqual({ created: 3, updated: 0, unchanged: 0, removed: 0 });
    expect(first.links.map((l) => l.rel)).toEqual(['get_import', 'get_import_rows', 'commit_import', 'discard_import']);
    expect(await t.database.db.$count(performances)).toBe(before);
    expect(await t.database.db.$count(perfCompetitions, eq(perfCompetitions.name, newCompetition.name))).toBe(0);
  });

  it('lists each row with its line, status, translated messages, athlete and match', async () => {
    const rows = await rowsOf(first);
    expect(rows.map((r) => [r.line, r.status, r.action])).toEqual([
      [2, 'ok', 'create'],
      [3, 'warning', 'create'],
      [4, 'warning', 'create'],
      [5, 'error', 'skip'],
      [6, 'error', 'skip'],
    ]);
    expect(rows[0]).toMatchObject({ event: '100', class: 'M', mark: '10.52', wind: 1.2, date: '2026-06-14', matchedAthlete: { id: mueller, lastName: 'Müller' } });
    expect(rows[1].athlete).toMatchObject({ lastName: 'Weiß', firstName: 'Jürgen' });
    expect(rows[1].messages).toContain('Neu im Bestand: wird beim Übernehmen angelegt');
    expect(rows[2].candidates.map((c) => c.id).sort()).toEqual([schmidtEintracht, schmidtLg].sort());
    expect(rows[2]).toMatchObject({ matchedAthlete: null, resolved: false });
    expect(((await get(`${base}/${first.id}`)).json() as ResultImport).waitingForChoice).toBe(1);
    expect(rows[3].messages.join(' ')).toContain('Speerwurf rückwärts');
    expect(rows[4].messages.length).toBeGreaterThan(0);
    const english = await t.as(s.statistician.token, { method: 'GET', url: `${href(first, 'get_import_rows')}?filter=candidates`, headers: { 'accept-language': 'en' } });
    expect(english.json().entities).toHaveLength(1);
    expect(english.json().entities[0].messages).toContain('2 athletes fit: please choose one');
  });

  it('commits only once every candidate row is resolved, with a candidate of the row', async () => {
    const refused = await post(href(first, 'commit_import'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.Model[0]).toContain('1');
    const [row] = await rowsOf(first, 'filter=candidates');
    const url = href(row, 'resolve_row');
    expect((await t.as(s.statistician.token, { method: 'PUT', url, payload: { athleteId: mueller } })).statusCode).toBe(422);
    const resolved = await t.as(s.statistician.token, { method: 'PUT', url, payload: { athleteId: schmidtLg } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await rowsOf(first, 'filter=candidates')).toHaveLength(0);
    expect(resolved.json().waitingForChoice).toBe(0);
    expect((await rowsOf(first)).find((r) => r.line === 4)).toMatchObject({ resolved: true, matchedAthlete: { id: schmidtLg } });
  });

  it('commits in one job: the competition, one new athlete, three marks; the statistics version moves once', async () => {
    const v0 = await version();
    const done = await commit(first);
    expect(done).toMatchObject({ state: 'done', progress: 100, newCompetition: true });
    expect(done.links.map((l) => l.rel)).toContain('undo_import');
    expect(await version()).toBe(v0 + 1);
    competitionId = done.competitionId!;
    const marks = await marksOf(competitionId);
    expect(marks.map((m) => [m.lastName, m.markUnits])).toEqual([
      ['Müller', 1052],
      ['Schmidt', 1180],
      ['Weiß', 748],
    ]);
    expect(marks.find((m) => m.lastName === 'Schmidt')!.athleteId).toBe(schmidtLg);
    expect(await t.database.db.$count(athletes, and(eq(athletes.lastName, 'Weiß'), eq(athletes.firstName, 'Jürgen')))).toBe(1);
    const [competition] = await t.database.db.select().from(perfCompetitions).where(eq(perfCompetitions.id, competitionId));
    expect(competition).toMatchObject({ name: newCompetition.name, importSource: 'portal', environment: 1, creatorUserId: s.statistician.id });
  });

  let again: ResultImport;
  it('reads the same file again into the same competition as unchanged, and its commit creates nothing', async () => {
    const r = await upload({ competitionId: String(competitionId) }, windows1252(firstFile));
    expect(r.statusCode, r.body).toBe(201);
    again = r.json();
    expect(again.changes).toEqual({ created: 0, updated: 0, unchanged: 3, removed: 0 });
    const before = await marksOf(competitionId);
    expect((await commit(again)).state).toBe('done');
    expect(await marksOf(competitionId)).toEqual(before);
  });

  let corrected: ResultImport;
  it('a corrected file changes the changed mark and removes the one it no longer holds, as its preview says', async () => {
    const file = [header, rowMueller('10,49'), rowSchmidt, rowUnknownEvent].join('\r\n');
    corrected = (await upload({ competitionId: String(competitionId) }, windows1252(file))).json();
    expect(corrected.changes).toEqual({ created: 0, updated: 1, unchanged: 1, removed: 1 });
    const rows = await rowsOf(corrected);
    expect(rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'update'],
      [3, 'unchanged'],
      [4, 'skip'],
      [null, 'remove'],
    ]);
    expect(rows[3].athlete.lastName).toBe('Weiß');
    await commit(corrected);
    expect((await marksOf(competitionId)).map((m) => [m.lastName, m.markUnits])).toEqual([
      ['Müller', 1049],
      ['Schmidt', 1180],
    ]);
  });

  it('undoes only the latest import first, and then puts back exactly what each changed', async () => {
    const early = (await get(`${base}/${first.id}`)).json() as ResultImport;
    expect(early.links.map((l) => l.rel)).not.toContain('undo_import');
    const refused = await post(`${base}/${first.id}/undo`);
    expect(refused.statusCode).toBe(422);

    const undone = await post(href((await get(`${base}/${corrected.id}`)).json(), 'undo_import'));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().state).toBe('undone');
    expect((await marksOf(competitionId)).map((m) => [m.lastName, m.markUnits])).toEqual([
      ['Müller', 1052],
      ['Schmidt', 1180],
      ['Weiß', 748],
    ]);
    expect((await post(`${base}/${again.id}/undo`)).statusCode).toBe(200);
    const last = await post(`${base}/${first.id}/undo`);
    expect(last.statusCode, last.body).toBe(200);
    expect(await t.database.db.$count(performances, eq(performances.competitionId, competitionId))).toBe(0);
    expect(await t.database.db.$count(perfCompetitions, eq(perfCompetitions.id, competitionId))).toBe(0);
    expect(await t.database.db.$count(athletes, eq(athletes.lastName, 'Weiß'))).toBe(0);
    expect(await t.database.db.$count(athletes, eq(athletes.id, mueller))).toBe(1);
    const listed = (await get(base)).json().entities as ResultImport[];
    expect(listed.find((i) => i.id === first.id)).toMatchObject({ state: 'undone', competitionName: newCompetition.name });
  });
});

describe('files that are refused or dropped', () => {
  it('refuses what is no table, has no header, lacks columns or is over 20 MB with 422, keeping nothing', async () => {
    const count = () => t.database.db.$count(resultImports);
    const before = await count();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const cases: [Buffer, string][] = [
      [png, 'keine Tabelle'],
      [Buffer.from('a;b;c\r\n1;2;3\r\n'), 'Keine Kopfzeile'],
      [Buffer.from('Nachname;Vorname;Disziplin;Leistung\r\nMeier;Max;100m;10,5\r\n'), 'Jahrgang'],
      [Buffer.alloc(20 * 1024 * 1024 + 10, 0x41), '20 MB'],
    ];
    for (const [data, text] of cases) {
      const r = await upload(newCompetition, data);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().errors.File.join(' ')).toContain(text);
    }
    const noFields = await upload({ name: '' }, windows1252(firstFile));
    expect(noFields.statusCode).toBe(422);
    const otherFederation = await upload({ competitionId: '999999' }, windows1252(firstFile));
    expect(otherFederation.statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('discards a preview: its rows go, the statistics stay', async () => {
    const i = (await upload(newCompetition, windows1252(firstFile))).json() as ResultImport;
    const r = await post(href(i, 'discard_import'));
    expect(r.json()).toMatchObject({ state: 'discarded' });
    expect(r.json().links.map((l: { rel: string }) => l.rel)).toEqual(['get_import', 'get_import_rows']);
    expect((await post(`${base}/${i.id}/commit`)).statusCode).toBe(422);
    expect(await rowsOf(i)).toEqual([]);
  });

  it('serves the template as a workbook', async () => {
    const r = await get(`${base}/template`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
