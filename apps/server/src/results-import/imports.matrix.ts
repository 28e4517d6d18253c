/**
 * The results import rows of the permission matrix: statisticians of a federation read and work on
 * its imports; nobody else reaches the area (403), and another federation's imports are 404 —
 * derived from the demo accounts' grants, not from the policy code.
 */
import { inArray } from 'drizzle-orm';
import { athletes, resultImports } from '../db/schema';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { importCompetitionFields, insertStoredImport, multipart, oneRowSheet } from './imports.fixtures';

export function importRows(env: MatrixEnv): Row[] {
  const imports: number[] = [];
  const people: number[] = [];
  const statistician = (c: Ctx) => env.grantIds(c.who).some((g) => g.role === 'Statistiker');
  const list = (c: Ctx) => (statistician(c) ? 200 : 403);
  const inArea = (c: Ctx) => (!statistician(c) ? 403 : c.foreign ? 404 : 200);

  async function arrange(c: Ctx, state: string, withCandidate = false) {
    let candidates: number[] = [];
    if (withCandidate) {
      const [a] = await env
        .t()
        .database.db.insert(athletes)
        .values({ masterId: c.x.masterId, lastName: 'Meier', firstName: 'Max', yearOfBirth: 2000, gender: 0, nation: 'GER', organizationId: c.x.id })
        .returning({ id: athletes.id });
      people.push(a.id);
      candidates = [a.id];
    }
    const id = await insertStoredImport(env.t(), { masterId: c.x.masterId, ownerId: c.x.id, state, candidates });
    imports.push(id);
    return { id, candidate: candidates[0] };
  }
  const cleanup = async () => {
    const db = env.t().database.db;
    if (imports.length) await db.delete(resultImports).where(inArray(resultImports.id, imports.splice(0)));
    if (people.length) await db.delete(athletes).where(inArray(athletes.id, people.splice(0)));
  };

  return [
    { rel: 'get_imports', once: true, expected: list, call: () => ({ rel: 'get_imports' }) },
    { rel: 'import_template', once: true, expected: list, call: () => ({ rel: 'import_template' }) },
    {
      rel: 'new_import',
      once: true,
      mutating: true,
      expected: (c) => (statistician(c) ? 201 : 403),
      call: () => ({ rel: 'new_import', ...multipart(importCompetitionFields, { name: 'matrix.csv', data: oneRowSheet }) }),
      cleanup: async () => {
        await env.t().database.db.delete(resultImports).where(inArray(resultImports.fileName, ['matrix.csv']));
      },
    },
    { rel: 'get_import', expected: inArea, call: async (c) => ({ rel: 'get_import', params: { id: (await arrange(c, 'preview')).id } }), cleanup },
    { rel: 'get_import_rows', expected: inArea, call: async (c) => ({ rel: 'get_import_rows', params: { id: (await arrange(c, 'preview')).id } }), cleanup },
    {
      rel: 'resolve_row',
      mutating: true,
      expected: inArea,
      call: async (c) => {
        const { id, candidate } = await arrange(c, 'preview', true);
        return { rel: 'resolve_row', params: { id, line: 2 }, payload: { athleteId: candidate } };
      },
      cleanup,
    },
    { rel: 'commit_import', mutating: true, expected: inArea, call: async (c) => ({ rel: 'commit_import', params: { id: (await arrange(c, 'preview')).id } }), cleanup },
    { rel: 'discard_import', mutating: true, expected: inArea, call: async (c) => ({ rel: 'discard_import', params: { id: (await arrange(c, 'preview')).id } }), cleanup },
    { rel: 'undo_import', mutating: true, expected: inArea, call: async (c) => ({ rel: 'undo_import', params: { id: (await arrange(c, 'done')).id } }), cleanup },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = { rows: importRows, offeredByRole: ['import_links'] };
