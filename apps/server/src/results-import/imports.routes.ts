import { resultImportsApi as api, resultImportsCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import { commitImportJob } from './import-commit.job';
import { importTemplateWorkbook } from './import-template';
import { discardImport, getImport, importRows, listImports, newImport, resolveRow, startCommit, undo } from './imports.service';

/**
 * The results import: result sheets read into a preview, committed as a job, undone. The area
 * catalogue `import_links` is offered to statisticians only; the registry refuses every route of
 * the area (403) to anyone else.
 */
export const resultsImportFeature = catalogueArea(
  { name: 'results-import', base: '/api/statistics/imports', contract: api, catalogue: resultImportsCatalogue, offered: offeredToStatisticians, jobs: [commitImportJob] },
  {
    get_imports: ['GET', '', (ctx) => listImports(ctx, ctx.query)],
    new_import: ['POST', '', (ctx) => newImport(ctx, ctx.request), { status: 201 }],
    import_template: ['GET', '/template', async ({ culture, reply }) => {
      reply.header('Content-Disposition', `attachment; filename="results-template-${culture}.xlsx"`);
      return importTemplateWorkbook(culture);
    }],
    get_import: ['GET', '/{id}', (ctx) => getImport(ctx, ctx.params.id)],
    get_import_rows: ['GET', '/{id}/rows', (ctx) => importRows(ctx, ctx.params.id, ctx.query)],
    resolve_row: ['PUT', '/{id}/rows/{line}', (ctx) => resolveRow(ctx, ctx.params.id, ctx.params.line, ctx.body.athleteId)],
    commit_import: ['POST', '/{id}/commit', (ctx) => startCommit(ctx, ctx.params.id)],
    discard_import: ['POST', '/{id}/discard', (ctx) => discardImport(ctx, ctx.params.id)],
    undo_import: ['POST', '/{id}/undo', (ctx) => undo(ctx, ctx.params.id)],
  },
);
