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
      handler: ({ deps, auth, access, query }) => listBestLists(deps, auth, access, query),
    }),
    route({
      endpoint: api.new,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: ({ deps, auth, access, body }) => createBestList(deps, auth, access, body),
    }),
    route({ endpoint: api.bestlists_for_selector, method: 'GET', path: `${base}/selector`, access: 'user', handler: ({ deps, auth }) => bestListSelector(deps, auth) }),
    route({
      endpoint: api.regional_restrictions,
      method: 'GET',
      path: `${base}/regional-restrictions`,
      access: 'user',
      handler: ({ deps, auth, query }) => regionalRestrictions(deps, auth, query.search),
    }),
    route({
      endpoint: api.newcustomeventdefinitions,
      method: 'POST',
      path: `${base}/definitions`,
      access: 'user',
      handler: ({ deps, auth, culture, body }) => saveMatrix(deps, auth, culture, body),
    }),
    route({
      endpoint: api.updatecustomdefs,
      method: 'PUT',
      path: `${base}/definitions`,
      access: 'user',
      handler: ({ deps, auth, culture, body }) => saveDefinitionValues(deps, auth, culture, body),
    }),
    route({
      endpoint: api.get_by_id,
      method: 'GET',
      path: `${base}/{id}`,
      access: 'user',
      handler: ({ deps, auth, access, params }) => getBestList(deps, auth, access, params.id),
    }),
    route({
      endpoint: api.update,
      method: 'PUT',
      path: `${base}/{id}`,
      access: 'user',
      handler: ({ deps, auth, access, params, body }) => changeBestList(deps, auth, access, params.id, body),
    }),
    route({
      endpoint: api.copy_dlo,
      method: 'POST',
      path: `${base}/{targetId}/copy-dlo`,
      access: 'user',
      handler: ({ deps, auth, params }) => copyStandardDefinitions(deps, auth, params.targetId),
    }),
    route({
      endpoint: api.copy_from_target,
      method: 'POST',
      path: `${base}/{targetId}/copy-from/{sourceId}`,
      access: 'user',
      handler: ({ deps, auth, params }) => copyDefinitions(deps, auth, params.targetId, params.sourceId),
    }),
    route({
      endpoint: api.get_custom_defs,
      method: 'GET',
      path: `${base}/{performanceListId}/definitions`,
      access: 'user',
      handler: ({ deps, auth, culture, params }) => customDefinitions(deps, auth, culture, params.performanceListId),
    }),
    route({
      endpoint: api.get_class_by_perf_id,
      method: 'GET',
      path: `${base}/{perflist}/classes`,
      access: 'user',
      handler: ({ deps, auth, culture, params }) => listClasses(deps, auth, culture, params.perflist),
    }),
    route({
      endpoint: api.get_event_by_perf_id,
      method: 'GET',
      path: `${base}/{perflist}/classes/{classId}/events/{env}`,
      access: 'user',
      handler: ({ deps, auth, culture, params }) => listEvents(deps, auth, culture, params.perflist, params.classId, params.env),
    }),
    route({
      endpoint: api.startexport,
      method: 'GET',
      path: `${base}/{id}/export`,
      access: 'user',
      handler: ({ deps, auth, culture, params, query }) => startExport(deps, auth, culture, params.id, query),
    }),
  ],
};
