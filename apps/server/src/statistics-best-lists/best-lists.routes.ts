import { bestListsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
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
  catalogue: {
    rel: 'bestlist_links',
    path: `${base}/links`,
    offered: offeredToStatisticians,
  },
  jobs: [bestListExportJob],
  routes: [
    route({
      endpoint: api.get_bestlists,
      method: 'GET',
      path: base,
      access: 'user',
      handler: (ctx) => listBestLists(ctx, ctx.query),
    }),
    route({
      endpoint: api.new,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: (ctx) => createBestList(ctx, ctx.body),
    }),
    route({ endpoint: api.bestlists_for_selector, method: 'GET', path: `${base}/selector`, access: 'user', handler: (ctx) => bestListSelector(ctx) }),
    route({
      endpoint: api.regional_restrictions,
      method: 'GET',
      path: `${base}/regional-restrictions`,
      access: 'user',
      handler: (ctx) => regionalRestrictions(ctx, ctx.query.search),
    }),
    route({
      endpoint: api.newcustomeventdefinitions,
      method: 'POST',
      path: `${base}/definitions`,
      access: 'user',
      handler: (ctx) => saveMatrix(ctx, ctx.body),
    }),
    route({
      endpoint: api.updatecustomdefs,
      method: 'PUT',
      path: `${base}/definitions`,
      access: 'user',
      handler: (ctx) => saveDefinitionValues(ctx, ctx.body),
    }),
    route({
      endpoint: api.get_by_id,
      method: 'GET',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => getBestList(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.update,
      method: 'PUT',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => changeBestList(ctx, ctx.params.id, ctx.body),
    }),
    route({
      endpoint: api.copy_dlo,
      method: 'POST',
      path: `${base}/{targetId}/copy-dlo`,
      access: 'user',
      handler: (ctx) => copyStandardDefinitions(ctx, ctx.params.targetId),
    }),
    route({
      endpoint: api.copy_from_target,
      method: 'POST',
      path: `${base}/{targetId}/copy-from/{sourceId}`,
      access: 'user',
      handler: (ctx) => copyDefinitions(ctx, ctx.params.targetId, ctx.params.sourceId),
    }),
    route({
      endpoint: api.get_custom_defs,
      method: 'GET',
      path: `${base}/{performanceListId}/definitions`,
      access: 'user',
      handler: (ctx) => customDefinitions(ctx, ctx.params.performanceListId),
    }),
    route({
      endpoint: api.get_class_by_perf_id,
      method: 'GET',
      path: `${base}/{perflist}/classes`,
      access: 'user',
      handler: (ctx) => listClasses(ctx, ctx.params.perflist),
    }),
    route({
      endpoint: api.get_event_by_perf_id,
      method: 'GET',
      path: `${base}/{perflist}/classes/{classId}/events/{env}`,
      access: 'user',
      handler: (ctx) => listEvents(ctx, ctx.params.perflist, ctx.params.classId, ctx.params.env),
    }),
    route({
      endpoint: api.startexport,
      method: 'GET',
      path: `${base}/{id}/export`,
      access: 'user',
      handler: (ctx) => startExport(ctx, ctx.params.id, ctx.query),
    }),
  ],
};
