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
    route({ endpoint: api.get_imports, method: 'GET', path: base, access: 'user', handler: (ctx) => listImports(ctx, ctx.query) }),
    route({
      endpoint: api.new_import,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: (ctx) => newImport(ctx, ctx.request),
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
    route({ endpoint: api.get_import, method: 'GET', path: `${base}/{id}`, access: 'user', handler: (ctx) => getImport(ctx, ctx.params.id) }),
    route({
      endpoint: api.get_import_rows,
      method: 'GET',
      path: `${base}/{id}/rows`,
      access: 'user',
      handler: (ctx) => importRows(ctx, ctx.params.id, ctx.query),
    }),
    route({
      endpoint: api.resolve_row,
      method: 'PUT',
      path: `${base}/{id}/rows/{line}`,
      access: 'user',
      handler: (ctx) => resolveRow(ctx, ctx.params.id, ctx.params.line, ctx.body.athleteId),
    }),
    route({
      endpoint: api.commit_import,
      method: 'POST',
      path: `${base}/{id}/commit`,
      access: 'user',
      handler: (ctx) => startCommit(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.discard_import,
      method: 'POST',
      path: `${base}/{id}/discard`,
      access: 'user',
      handler: (ctx) => discardImport(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.undo_import,
      method: 'POST',
      path: `${base}/{id}/undo`,
      access: 'user',
      handler: (ctx) => undo(ctx, ctx.params.id),
    }),
  ],
};
