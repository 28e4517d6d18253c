import { recordSetsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { offeredToRecordAdmins } from './records.policy';
import { changeRecordSet, createRecordSet, getRecordSet, listRecordSets, regions, removeRecordSet } from './record-sets.service';

const base = '/api/records/sets';

/**
 * Record sets (spec statistics.md §2.6): a federation's national, regional or club records of one
 * class and environment. The area catalogue `recordset_links` is offered to record admins only,
 * and the registry refuses every route of the area (403) to anyone else.
 */
export const recordSetsFeature: Feature = {
  name: 'record-sets',
  catalogue: { rel: 'recordset_links', path: `${base}/links`, offered: offeredToRecordAdmins },
  routes: [
    route({
      endpoint: api.get_recordsets,
      method: 'GET',
      path: base,
      access: 'user',
      handler: ({ deps, auth, access, culture, query }) => listRecordSets(deps, auth, access, culture, query),
    }),
    route({
      endpoint: api.new,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: ({ deps, auth, access, culture, body }) => createRecordSet(deps, auth, access, culture, body),
    }),
    route({ endpoint: api.get_validity_regions, method: 'GET', path: `${base}/regions`, access: 'user', handler: ({ deps, auth }) => regions(deps, auth) }),
    route({
      endpoint: api.get_by_id,
      method: 'GET',
      path: `${base}/{id}`,
      access: 'user',
      handler: ({ deps, auth, access, culture, params }) => getRecordSet(deps, auth, access, culture, params.id),
    }),
    route({
      endpoint: api.update,
      method: 'PUT',
      path: `${base}/{id}`,
      access: 'user',
      handler: ({ deps, auth, access, culture, params, body }) => changeRecordSet(deps, auth, access, culture, params.id, body),
    }),
    route({ endpoint: api.delete, method: 'DELETE', path: `${base}/{id}`, access: 'user', handler: ({ deps, auth, params }) => removeRecordSet(deps, auth, params.id) }),
  ],
};
