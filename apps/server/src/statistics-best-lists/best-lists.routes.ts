import { bestListsApi as api, bestListsCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import * as bestLists from './best-lists.service';
import { startExport } from './export/export.service';
import { bestListExportJob } from './export/export.job';

/**
 * Best lists, their definitions and the export (spec statistics.md §2.1). The area catalogue
 * `bestlist_links` is offered to statisticians only, and the registry refuses every route of the
 * area (403) to anyone else; each call reads and writes the caller's federation only.
 */
export const bestListsFeature = catalogueArea(
  { name: 'statistics-best-lists', base: '/api/statistics/bestlists', contract: api, catalogue: bestListsCatalogue, offered: offeredToStatisticians, jobs: [bestListExportJob] },
  {
    get_bestlists: ['GET', '', (ctx) => bestLists.listBestLists(ctx, ctx.query)],
    new: ['POST', '', (ctx) => bestLists.createBestList(ctx, ctx.body), { status: 201 }],
    bestlists_for_selector: ['GET', '/selector', (ctx) => bestLists.bestListSelector(ctx)],
    regional_restrictions: ['GET', '/regional-restrictions', (ctx) => bestLists.regionalRestrictions(ctx, ctx.query.search)],
    newcustomeventdefinitions: ['POST', '/definitions', (ctx) => bestLists.saveMatrix(ctx, ctx.body)],
    updatecustomdefs: ['PUT', '/definitions', (ctx) => bestLists.saveDefinitionValues(ctx, ctx.body)],
    get_by_id: ['GET', '/{id}', (ctx) => bestLists.getBestList(ctx, ctx.params.id)],
    update: ['PUT', '/{id}', (ctx) => bestLists.changeBestList(ctx, ctx.params.id, ctx.body)],
    copy_dlo: ['POST', '/{targetId}/copy-dlo', (ctx) => bestLists.copyStandardDefinitions(ctx, ctx.params.targetId)],
    copy_from_target: ['POST', '/{targetId}/copy-from/{sourceId}', (ctx) => bestLists.copyDefinitions(ctx, ctx.params.targetId, ctx.params.sourceId)],
    get_custom_defs: ['GET', '/{performanceListId}/definitions', (ctx) => bestLists.customDefinitions(ctx, ctx.params.performanceListId)],
    get_class_by_perf_id: ['GET', '/{perflist}/classes', (ctx) => bestLists.listClasses(ctx, ctx.params.perflist)],
    get_event_by_perf_id: ['GET', '/{perflist}/classes/{classId}/events/{env}', (ctx) => bestLists.listEvents(ctx, ctx.params.perflist, ctx.params.classId, ctx.params.env)],
    startexport: ['GET', '/{id}/export', (ctx) => startExport(ctx, ctx.params.id, ctx.query)],
  },
);
