import { recordsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { offeredToRecordAdmins } from './records.policy';
import { candidates, changeRecord, createRecord, getRecord, listRecords, removeRecord, setEvents } from './records.service';
import { seedDemoRecords } from './records.seed';

const base = '/api/records';
/** What belongs to one set: its records, its events, its record candidates. */
const ofSet = `${base}/sets/{id}`;

/**
 * The records of a set (spec statistics.md §2.6), and the performances of the federation's
 * statistics that would beat them. The area catalogue `record_links` is offered to record admins
 * only, and the registry refuses every route of the area (403) to anyone else.
 */
export const recordsFeature: Feature = {
  name: 'records',
  seed: { crowd: seedDemoRecords },
  catalogue: { rel: 'record_links', path: `${base}/links`, offered: offeredToRecordAdmins },
  routes: [
    route({
      endpoint: api.get_records,
      method: 'GET',
      path: `${ofSet}/records`,
      access: 'user',
      handler: (ctx) => listRecords(ctx, ctx.params.id, ctx.query),
    }),
    route({
      endpoint: api.new,
      method: 'POST',
      path: `${ofSet}/records`,
      access: 'user',
      status: 201,
      handler: (ctx) => createRecord(ctx, ctx.params.id, ctx.body),
    }),
    route({ endpoint: api.get_events, method: 'GET', path: `${ofSet}/events`, access: 'user', handler: (ctx) => setEvents(ctx, ctx.params.id) }),
    route({
      endpoint: api.get_candidates,
      method: 'GET',
      path: `${ofSet}/candidates`,
      access: 'user',
      handler: (ctx) => candidates(ctx, ctx.params.id),
    }),
    route({ endpoint: api.get_by_id, method: 'GET', path: `${base}/{id}`, access: 'user', handler: (ctx) => getRecord(ctx, ctx.params.id) }),
    route({
      endpoint: api.update,
      method: 'PUT',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => changeRecord(ctx, ctx.params.id, ctx.body),
    }),
    route({ endpoint: api.delete, method: 'DELETE', path: `${base}/{id}`, access: 'user', handler: (ctx) => removeRecord(ctx, ctx.params.id) }),
  ],
};
