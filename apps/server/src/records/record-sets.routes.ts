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
      handler: (ctx) => listRecordSets(ctx, ctx.query),
    }),
    route({
      endpoint: api.new,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: (ctx) => createRecordSet(ctx, ctx.body),
    }),
    route({ endpoint: api.get_validity_regions, method: 'GET', path: `${base}/regions`, access: 'user', handler: (ctx) => regions(ctx) }),
    route({
      endpoint: api.get_by_id,
      method: 'GET',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => getRecordSet(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.update,
      method: 'PUT',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => changeRecordSet(ctx, ctx.params.id, ctx.body),
    }),
    route({ endpoint: api.delete, method: 'DELETE', path: `${base}/{id}`, access: 'user', handler: (ctx) => removeRecordSet(ctx, ctx.params.id) }),
  ],
};
