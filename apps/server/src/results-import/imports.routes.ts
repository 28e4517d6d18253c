import { resultImportsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import { commitImportJob } from './import-commit.job';
import { importTemplateWorkbook } from './import-template';
import { discardImport, getImport, importRows, listImports, newImport, resolveRow, startCommit, undo } from './imports.service';

const base = '/api/statistics/imports';

/**
 * The results import: result sheets read into a preview, committed as a job, undone. The area
 * catalogue `import_links` is offered to statisticians only; the registry refuses every route of
 * the area (403) to anyone else.
 */
export const resultsImportFeature: Feature = {
  name: 'results-import',
  catalogue: { rel: 'import_links', path: `${base}/links`, offered: offeredToStatisticians },
  jobs: [commitImportJob],
  routes: [
    route({ endpoint: api.get_imports, method: 'GET', path: base, access: 'user', handler: ({ deps, auth, culture, query }) => listImports(deps, auth, culture, query) }),
    route({
      endpoint: api.new_import,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: ({ deps, auth, access, culture, request }) => newImport(deps, auth, access, culture, request),
    }),
    route({
      endpoint: api.import_template,
      method: 'GET',
      path: `${base}/template`,
      access: 'user',
      handler: async ({ culture, reply }) => {
        reply.header('Content-Disposition', `attachment; filename="results-template-${culture}.xlsx"`);
        return importTemplateWorkbook(culture);
      },
    }),
    route({ endpoint: api.get_import, method: 'GET', path: `${base}/{id}`, access: 'user', handler: ({ deps, auth, culture, params }) => getImport(deps, auth, culture, params.id) }),
    route({
      endpoint: api.get_import_rows,
      method: 'GET',
      path: `${base}/{id}/rows`,
      access: 'user',
      handler: ({ deps, auth, culture, params, query }) => importRows(deps, auth, culture, params.id, query),
    }),
    route({
      endpoint: api.resolve_row,
      method: 'PUT',
      path: `${base}/{id}/rows/{line}`,
      access: 'user',
      handler: ({ deps, auth, access, culture, params, body }) => resolveRow(deps, auth, access, culture, params.id, params.line, body.athleteId),
    }),
    route({
      endpoint: api.commit_import,
      method: 'POST',
      path: `${base}/{id}/commit`,
      access: 'user',
      handler: ({ deps, auth, access, culture, params }) => startCommit(deps, auth, access, culture, params.id),
    }),
    route({
      endpoint: api.discard_import,
      method: 'POST',
      path: `${base}/{id}/discard`,
      access: 'user',
      handler: ({ deps, auth, access, culture, params }) => discardImport(deps, auth, access, culture, params.id),
    }),
    route({
      endpoint: api.undo_import,
      method: 'POST',
      path: `${base}/{id}/undo`,
      access: 'user',
      handler: ({ deps, auth, access, culture, params }) => undo(deps, auth, access, culture, params.id),
    }),
  ],
};
