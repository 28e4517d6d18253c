import { resultImportRows, resultImports } from '../db/schema';
import type { TestApp } from '../test/harness';

/** A multipart body with text fields and an optional file, as a browser sends the import form. */
export function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----portal-import-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`), file.data, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A new competition's fields for `new_import`. */
export const importCompetitionFields = { name: 'Import-Sportfest', dateFrom: '2026-06-14', dateTo: '2026-06-14', town: 'Frankfurt am Main', nation: 'GER', environment: '1' };

/** A one-row sheet that reads without errors. */
export const oneRowSheet = Buffer.from('Nachname;Vorname;Jg.;Geschlecht;Disziplin;Leistung;Datum\r\nMeier;Max;2000;M;100m;10,80;14.06.2026\r\n');

/**
 * An import of X's federation written directly, in `state`, with one row on line 2 whose
 * candidates are `candidates` (a row waiting for a choice when there are any).
 */
export async function insertStoredImport(t: TestApp, values: { masterId: number; ownerId: number; state: string; candidates?: number[] }): Promise<number> {
  const [row] = await t.database.db
    .insert(resultImports)
    .values({ masterId: values.masterId, ownerId: values.ownerId, source: 'file', fileName: 'matrix.csv', state: values.state, newCompetition: { ...importCompetitionFields, environment: 1 } })
    .returning({ id: resultImports.id });
  await t.database.db.insert(resultImportRows).values({
    importId: row.id,
    position: 0,
    line: 2,
    status: 'warning',
    action: 'skip',
    data: { messages: [], athlete: { lastName: 'Meier', firstName: 'Max', yearOfBirth: 2000, gender: 'M', club: null, nation: null, athleteCode: null }, event: null, class: null, mark: null, wind: null, place: null, date: null, round: null },
    candidates: values.candidates ?? [],
  });
  return row.id;
}
