import { recordSetsApi as api, recordSetsCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import { offeredToRecordAdmins } from './records.policy';
import { changeRecordSet, createRecordSet, getRecordSet, listRecordSets, regions, removeRecordSet } from './record-sets.service';

/**
 * Record sets (spec statistics.md §2.6): a federation's national, regional or club records of one
 * class and environment. The area catalogue `recordset_links` is offered to record admins only,
 * and the registry refuses every route of the area (403) to anyone else.
 */
export const recordSetsFeature = catalogueArea(
  { name: 'record-sets', base: '/api/records/sets', contract: api, catalogue: recordSetsCatalogue, offered: offeredToRecordAdmins },
  {
    get_recordsets: ['GET', '', (ctx) => listRecordSets(ctx, ctx.query)],
    new: ['POST', '', (ctx) => createRecordSet(ctx, ctx.body), { status: 201 }],
    get_validity_regions: ['GET', '/regions', (ctx) => regions(ctx)],
    get_by_id: ['GET', '/{id}', (ctx) => getRecordSet(ctx, ctx.params.id)],
    update: ['PUT', '/{id}', (ctx) => changeRecordSet(ctx, ctx.params.id, ctx.body)],
    delete: ['DELETE', '/{id}', (ctx) => removeRecordSet(ctx, ctx.params.id)],
  },
);
