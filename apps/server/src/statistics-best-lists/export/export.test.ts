import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type SentMail, type TestApp } from '../../test/harness';
import { DLV, EINTRACHT, ensureActiveRole, insertSubjectUser, loadOrgs, loginAll, TSV, type Org } from '../../test/fixtures';
import { jobs, mailBudgetEntries, users } from '../../db/schema';
import { DAY, HOUR } from '../../lib/clock';
import { insertAthlete, insertCompetition, insertPerformance } from '../../statistics/statistics.fixtures';
import { base, insertStoredBestList, insertStoredDefinition } from '../best-lists.fixtures';
import { enqueue } from '../../jobs/queue';
import { createJobRunner } from '../../jobs/registry';
import { features } from '../../features';
import { bestListExportJob, EXPORT_MAX_ATTEMPTS, exportFileName } from './export.job';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let list: number;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  const db = t.database.db;
  const master = org(DLV).id;
  list = await insertStoredBestList(db, { masterId: master, name: 'Deutsche Bestenliste' });
  await insertStoredDefinition(db, list, { eventCode: '100', classCode: 'M', wind: true, environment: 1 });
  await insertStoredDefinition(db, list, { eventCode: '60', classCode: 'M', environment: 0 });
  await insertStoredDefinition(db, list, { eventCode: 'HJ', classCode: 'W', environment: 2 });
  await insertStoredDefinition(db, list, { eventCode: '800', classCode: 'M', environment: 1 });
  await insertStoredDefinition(db, list, { eventCode: 'DEC', classCode: 'M', environment: 1 });
  const competition = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Stadionfest', town: 'Kassel', date: `${year}-07-04` });
  const athlete = async (lastName: string, organizationId: number, nation = 'GER', gender = 0) => {
    const id = await insertAthlete(db, { masterId: master, organizationId, firstName: 'Eva', lastName, yearOfBirth: 2000, nation, gender });
    return { id, yearOfBirth: 2000, nation, organizationId };
  };
  const perf = async (eventCode: string, classCode: string, a: Awaited<ReturnType<typeof athlete>>, mark: string, wind: number | null = null) =>
    insertPerformance(db, { masterId: master, competitionId: competition, eventCode, classCode, athlete: a, date: `${year}-07-04`, environment: 1, mark, wind });
  await perf('100', 'M', await athlete('Schnell', org(EINTRACHT).id), '10,10', 1.0);
  await perf('100', 'M', await athlete('Langsam', org(TSV).id), '10,50', 0.2);
  await perf('100', 'M', await athlete('Fremd', org(TSV).id, 'FRA'), '10,00', 0.5);
  await perf('100', 'M', await athlete('Hand', org(TSV).id), '10,6*', 0);
  await perf('100', 'M', await athlete('Rückenwind', org(EINTRACHT).id), '9,95', 2.5);
  await perf('800', 'M', await athlete('Lauf', org(TSV).id), '1:45,32');
  await perf('DEC', 'M', await athlete('Mehrkampf', org(EINTRACHT).id), '7919');
  await perf('HJ', 'W', await athlete('Hoch', org(EINTRACHT).id, 'GER', 1), '1,91');
});
afterAll(() => t.close());

const start = (query: string, culture?: string) =>
  t.as(s.statistician.token, { method: 'GET', url: `${base}/${list}/export?${query}${culture ? `&culture=${culture}` : ''}` });
const exportJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, 'bestlist-export')).orderBy(jobs.id);

/** The workbook attached to a mail, read back from storage. */
async function attachedWorkbook(mail: SentMail): Promise<ExcelJS.Workbook> {
  expect(mail.attachments).toHaveLength(1);
  const data = await t.app.deps.storage.get(mail.attachments![0].storageKey);
  expect(data).not.toBeNull();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data! as unknown as ArrayBuffer);
  return workbook;
}

/** The rows of a sheet as arrays of cell values up to the last filled one (empty cells between null). */
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).value)));
  return rows;
};
/** The number formats of a row's cells (undefined where the cell has none). */
const formatsOf = (sheet: ExcelJS.Worksheet, rowNumber: number) => Array.from({ length: sheet.getRow(rowNumber).cellCount }, (_, i) => sheet.getRow(rowNumber).getCell(i + 1).numFmt);
/** A duration as exceljs reads a time-formatted number back: a date on 30 December 1899. */
const duration = (seconds: number) => new Date(Date.UTC(1899, 11, 30) + Math.round(seconds * 1000));

describe('export', () => {
  it('refuses invalid parameters with 422 under the field and queues nothing', async () => {
    const refused: [string, string][] = [
      ['mail=keine-adresse', 'Mail'],
      ['pageSize=0', 'PageSize'],
      ['pageSize=401', 'PageSize'],
      ['year=abc', 'Year'],
      ['envi=3', 'Envi'],
      ['foreigners=5', 'Foreigners'],
    ];
    for (const [query, field] of refused) {
      const r = await start(query);
      expect(r.statusCode, query).toBe(422);
      expect(Object.keys(r.json().errors), query).toEqual([field]);
    }
    expect(await exportJobs()).toEqual([]);
  });

  it('queues the export with the defaults (current year, indoor, no foreigners, 30 rows, the caller’s address) once, in the form’s language', async () => {
    const r = await start('', 'en');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ message: expect.stringContaining('statistician@demo.test'), queued: true });
    expect(r.json().message).toMatch(/^The export is being created/);
    const again = await start('');
    expect(again.json()).toEqual({ message: 'Dieser Export wird bereits erstellt und per E-Mail an statistician@demo.test gesendet.', queued: false });
    const [job] = await exportJobs();
    expect(job).toMatchObject({ lane: 'export', state: 'queued' });
    expect(job.payload).toMatchObject({ bestListId: list, email: 'statistician@demo.test', year: new Date().getFullYear(), environment: 0, foreigners: 1, pageSize: 30, language: 'en' });
    await t.runJobs();
    expect((await exportJobs()).map((j) => j.state)).toEqual(['done']);
    // Indoor only: the outdoor 100 m is left out; no indoor marks at all.
    const mail = t.mails.find((m) => m.to === 'statistician@demo.test' && m.message.template === 'bestListExport')!;
    const workbook = await attachedWorkbook(mail);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Deutsche Bestenliste']);
    expect(rowsOf(workbook.worksheets[0])).toEqual([[`Deutsche Bestenliste – ${year} – Indoor`], ['There are no performances for this selection.']]);
  });

  it('mails the ranked list as an XLSX attachment: one sheet per class, top rows per event, foreigners left out', async () => {
    const r = await start(`mail=${encodeURIComponent('statistician+trainer@demo.test')}&envi=1&pageSize=10&year=${year}`);
    expect(r.json().queued).toBe(true);
    await t.runJobs();
    const mail = t.mails.find((m) => m.to === 'statistician+trainer@demo.test')!;
    expect(mail.subject).toBe(`Export der Bestenliste Deutsche Bestenliste (${year})`);
    expect(mail.text).toContain('im Anhang finden Sie den Export der Bestenliste Deutsche Bestenliste');
    expect(mail.link).toBe(`${t.config.publicOrigin}/exportbestlist/${list}`);
    expect(mail.attachments![0]).toMatchObject({ fileName: `Deutsche-Bestenliste-${year}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const workbook = await attachedWorkbook(mail);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['M', 'W']);
    const sheet = workbook.getWorksheet('M')!;
    const men = rowsOf(sheet);
    expect(men[0]).toEqual([`Deutsche Bestenliste – Männer – ${year} – Freiluft`]);
    expect(men[1]).toEqual(['Wettbewerb', 'Platz', 'Leistung', 'Wind', 'Name', 'Jg.', 'Nation', 'Verein', 'Datum', 'Wettkampf', 'Ort', 'Hinweis']);
    const day = new Date(`${year}-07-04T00:00:00Z`);
    // Every number a number (foreigners left out), the wind-assisted mark after the event's ranked ones.
    expect(men.slice(2, 6)).toEqual([
      ['100 m', 1, 10.1, 1, 'Eva Schnell', 2000, 'GER', EINTRACHT, day, 'Stadionfest', 'Kassel'],
      ['100 m', 2, 10.5, 0.2, 'Eva Langsam', 2000, 'GER', TSV, day, 'Stadionfest', 'Kassel'],
      ['100 m', 3, 10.6, 0, 'Eva Hand', 2000, 'GER', TSV, day, 'Stadionfest', 'Kassel'],
      ['100 m', null, 9.95, 2.5, 'Eva Rückenwind', 2000, 'GER', EINTRACHT, day, 'Stadionfest', 'Kassel', 'Mit Windunterstützung'],
    ]);
    expect(formatsOf(sheet, 3).slice(1, 4)).toEqual([undefined, '0.00', '+0.0;-0.0;+0.0']);
    expect(formatsOf(sheet, 3)[8]).toBe('dd.mm.yyyy');
    expect(formatsOf(sheet, 5)[2]).toBe('0.0"*"');
    // Over a minute: a duration shown as minutes, seconds and hundredths; points whole numbers.
    expect(men[6].slice(0, 5)).toEqual(['800 m', 1, duration(105.32), null, 'Eva Lauf']);
    expect(formatsOf(sheet, 7)[2]).toBe('[m]:ss.00');
    expect(men[7].slice(0, 5)).toEqual(['Zehnkampf', 1, 7919, null, 'Eva Mehrkampf']);
    expect(formatsOf(sheet, 8)[2]).toBe('0');
    expect(men).toHaveLength(8);
    const women = workbook.getWorksheet('W')!;
    expect(rowsOf(women)[2].slice(0, 5)).toEqual(['Hochsprung', 1, 1.91, null, 'Eva Hoch']);
    expect(formatsOf(women, 3)[2]).toBe('0.00');
  });

  it('makes every sheet a table: frozen header rows, autofilter, landscape A4 one page wide, titles on every page', async () => {
    await start(`mail=${encodeURIComponent('statistician+table@demo.test')}&envi=1&year=${year}`);
    await t.runJobs();
    const workbook = await attachedWorkbook(t.mails.find((m) => m.to === 'statistician+table@demo.test')!);
    const [men, women] = [workbook.getWorksheet('M')!, workbook.getWorksheet('W')!];
    expect(men.views).toEqual([expect.objectContaining({ state: 'frozen', ySplit: 2 })]);
    expect(men.autoFilter).toBe('A2:L8');
    expect(women.autoFilter).toBe('A2:L3');
    for (const sheet of [men, women]) {
      expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:2' });
    }
    expect(men.headerFooter.oddHeader).toBe(`&LDeutsche Bestenliste&CMänner&R${year} – Freiluft`);
  });

  it('writes the workbook and its mail in the language the form was filled in', async () => {
    const r = await start(`mail=${encodeURIComponent('statistician+english@demo.test')}&envi=1&year=${year}`, 'en');
    expect(r.json().message).toMatch(/^The export is being created/);
    await t.runJobs();
    const mail = t.mails.find((m) => m.to === 'statistician+english@demo.test')!;
    expect(mail.subject).toBe(`Export of the best list Deutsche Bestenliste (${year})`);
    const men = rowsOf((await attachedWorkbook(mail)).getWorksheet('M')!);
    expect(men[0]).toEqual([`Deutsche Bestenliste – Men – ${year} – Outdoor`]);
    expect(men[1]).toEqual(['Event', 'Rank', 'Mark', 'Wind', 'Name', 'YOB', 'Nation', 'Club', 'Date', 'Competition', 'Town', 'Note']);
    expect(men[5][11]).toBe('Wind-assisted');
    expect(men[7][0]).toBe('Decathlon');
  });

  it('deletes the workbook together with its export job a week later', async () => {
    await start(`mail=${encodeURIComponent('statistician+archiv@demo.test')}&envi=1&year=${year}`);
    await t.runJobs();
    const key = t.mails.find((m) => m.to === 'statistician+archiv@demo.test')!.attachments![0].storageKey;
    const runner = createJobRunner({ db: t.database.db, clock: t.clock, mailer: { async send() {} }, log: { info() {}, warn() {}, error() {} }, config: t.config, storage: t.app.deps.storage }, features);
    await runner.maintain();
    expect(await t.app.deps.storage.get(key)).not.toBeNull();
    t.clock.advance(8 * DAY);
    try {
      await runner.maintain();
      expect(await t.app.deps.storage.get(key)).toBeNull();
    } finally {
      t.clock.advance(-8 * DAY);
    }
  });

  it('names the events and classes in the recipient’s language', async () => {
    const payload = { bestListId: list, masterId: org(DLV).id, userId: s.statistician.id, email: 'english@example.org', name: 'Reader', language: 'en' as const, pageSize: 10, year, environment: 1, foreigners: 0 };
    expect(await enqueue(t.database.db, bestListExportJob, payload, { key: 'english' })).toBe(true);
    await t.runJobs();
    const workbook = await attachedWorkbook(t.mails.find((m) => m.to === 'english@example.org')!);
    const men = rowsOf(workbook.getWorksheet('M')!);
    expect(men[0][0]).toMatch(/^Deutsche Bestenliste – Men – /);
    expect(men[2][0]).toBe('100 m');
    expect(rowsOf(workbook.getWorksheet('W')!)[2][0]).toBe('High jump');
  });

  it('exports only foreigners when asked, and at most the rows asked for', async () => {
    await start(`mail=${encodeURIComponent('statistician+only-foreigners@demo.test')}&envi=1&foreigners=2`);
    await start(`mail=${encodeURIComponent('statistician+one-row@demo.test')}&envi=1&foreigners=0&pageSize=1`);
    await t.runJobs();
    const foreigners = rowsOf((await attachedWorkbook(t.mails.find((m) => m.to === 'statistician+only-foreigners@demo.test')!)).getWorksheet('M')!);
    expect(foreigners.slice(2).map((row) => row[4])).toEqual(['Eva Fremd']);
    const one = rowsOf((await attachedWorkbook(t.mails.find((m) => m.to === 'statistician+one-row@demo.test')!)).getWorksheet('M')!);
    expect(one.slice(2).map((row) => [row[0], row[1], row[4]])).toEqual([
      ['100 m', 1, 'Eva Fremd'],
      ['100 m', null, 'Eva Rückenwind'],
      ['800 m', 1, 'Eva Lauf'],
      ['Zehnkampf', 1, 'Eva Mehrkampf'],
    ]);
  });

  it('retries a failed export and tells the user by mail when it fails for good', async () => {
    const put = vi.spyOn(t.app.deps.storage, 'put').mockRejectedValue(new Error('storage unavailable'));
    try {
      await start(`mail=${encodeURIComponent('statistician+broken@demo.test')}&envi=1`);
      const job = () => t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'bestlist-export'), eq(jobs.state, 'failed')));
      for (let attempt = 1; attempt <= EXPORT_MAX_ATTEMPTS; attempt++) {
        expect(t.mails.some((m) => m.to === 'statistician+broken@demo.test'), `attempt ${attempt}`).toBe(false);
        await t.runJobs();
        t.clock.advance(HOUR);
      }
      const [failed] = await job();
      expect(failed).toMatchObject({ attempts: EXPORT_MAX_ATTEMPTS, lastError: 'Error: storage unavailable' });
      const mails = t.mails.filter((m) => m.to === 'statistician+broken@demo.test');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Export der Bestenliste Deutsche Bestenliste fehlgeschlagen');
      expect(mails[0].attachments).toBeUndefined();
    } finally {
      put.mockRestore();
    }
  });

  it('mails only to the caller or a confirmed statistician of the same federation (422 on Mail otherwise)', async () => {
    s.statistician.token = (await t.login('statistician@demo.test')).accessToken;
    const before = (await exportJobs()).length;
    for (const address of ['fremder@example.org', 'nl.admin@demo.test', 'records@demo.test', 'club.user@demo.test']) {
      const r = await start(`mail=${encodeURIComponent(address)}&envi=1&pageSize=3`);
      expect(r.statusCode, address).toBe(422);
      expect(r.json().errors, address).toEqual({ Mail: ['Der Export geht nur an Ihre eigene Adresse oder an einen bestätigten Statistiker Ihres Verbands.'] });
    }
    expect(await exportJobs()).toHaveLength(before);
    // A second statistician of the federation may be sent the list; it counts against the caller's mail budget.
    const colleague = await insertSubjectUser(t, 'kollegin@demo.test', org(DLV).id);
    await ensureActiveRole(t, colleague, 'Statistiker', org(EINTRACHT).id);
    const r = await start(`mail=${encodeURIComponent('Kollegin@demo.test')}&envi=1&pageSize=3`);
    expect(r.statusCode, r.body).toBe(200);
    expect(await t.database.db.select().from(mailBudgetEntries).where(eq(mailBudgetEntries.userId, s.statistician.id))).toEqual([
      expect.objectContaining({ address: 'kollegin@demo.test' }),
    ]);
    await t.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, colleague));
    expect((await start(`mail=${encodeURIComponent('kollegin@demo.test')}&envi=1&pageSize=4`)).statusCode).toBe(422);
  });

  it('takes at most 10 exports per user and hour, then 429 and nothing queued', async () => {
    t.clock.advance(2 * HOUR);
    s.statistician.token = (await t.login('statistician@demo.test')).accessToken;
    const queuedBefore = (await exportJobs()).filter((j) => j.state === 'queued').length;
    const answers: number[] = [];
    for (let i = 1; i <= 11; i++) answers.push((await start(`envi=1&pageSize=${i}`)).statusCode);
    expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
    const queued = (await exportJobs()).filter((j) => j.state === 'queued');
    expect(queued).toHaveLength(queuedBefore + 10);
    t.clock.advance(HOUR);
    s.statistician.token = (await t.login('statistician@demo.test')).accessToken;
    expect((await start('envi=1&pageSize=11')).statusCode).toBe(200);
  });

  it('names the file with letters, digits and dashes only', () => {
    expect(exportFileName('Bestenliste Württemberg / Süd', 2026)).toBe('Bestenliste-Wuerttemberg-Sued-2026.xlsx');
    expect(exportFileName('***', 2026)).toBe('bestlist-2026.xlsx');
  });
});
