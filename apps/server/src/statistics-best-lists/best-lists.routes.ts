import { bestListsApi as api, bestListsCatalogue } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import {
  bestListSelector,
  changeBestList,
  copyDefinitions,
  copyStandardDefinitions,
  createBestList,
  customDefinitions,
  getBestList,
  listBestLists,
  listClasses,
  listEvents,
  regionalRestrictions,
  saveDefinitionValues,
  saveMatrix,
} from './best-lists.service';
import { startExport } from './export/export.service';
import { bestListExportJob } from './export/export.job';

const base = '/api/statistics/bestlists';

/**
 * Best lists, their definitions and the export (spec statistics.md §2.1). The area catalogue
 * `bestlist_links` is offered to statisticians only, and the registry refuses every route of the
 * area (403) to anyone else; each call reads and writes the caller's federation only.
 */
export const bestListsFeature: Feature = {
  name: 'statistics-best-lists',
  catalogue: { rel: bestListsCatalogue, path: `${base}/links`, offered: offeredToStatisticians },
  jobs: [bestListExportJob],
  routes: routeTable(api, base, 'user', {
    get_bestlists: ['GET', '', (ctx) => listBestLists(ctx, ctx.query)],
    new: ['POST', '', (ctx) => createBestList(ctx, ctx.body), { status: 201 }],
    bestlists_for_selector: ['GET', '/selector', (ctx) => bestListSelector(ctx)],
    regional_restrictions: ['GET', '/regional-restrictions', (ctx) => regionalRestrictions(ctx, ctx.query.search)],
    newcustomeventdefinitions: ['POST', '/definitions', (ctx) => saveMatrix(ctx, ctx.body)],
    updatecustomdefs: ['PUT', '/definitions', (ctx) => saveDefinitionValues(ctx, ctx.body)],
    get_by_id: ['GET', '/{id}', (ctx) => getBestList(ctx, ctx.params.id)],
    update: ['PUT', '/{id}', (ctx) => changeBestList(ctx, ctx.params.id, ctx.body)],
    copy_dlo: ['POST', '/{targetId}/copy-dlo', (ctx) => copyStandardDefinitions(ctx, ctx.params.targetId)],
    copy_from_target: ['POST', '/{targetId}/copy-from/{sourceId}', (ctx) => copyDefinitions(ctx, ctx.params.targetId, ctx.params.sourceId)],
    get_custom_defs: ['GET', '/{performanceListId}/definitions', (ctx) => customDefinitions(ctx, ctx.params.performanceListId)],
    get_class_by_perf_id: ['GET', '/{perflist}/classes', (ctx) => listClasses(ctx, ctx.params.perflist)],
    get_event_by_perf_id: ['GET', '/{perflist}/classes/{classId}/events/{env}', (ctx) => listEvents(ctx, ctx.params.perflist, ctx.params.classId, ctx.params.env)],
    startexport: ['GET', '/{id}/export', (ctx) => startExport(ctx, ctx.params.id, ctx.query)],
  }),
};
