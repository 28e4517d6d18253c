import { recordsApi as api, recordsCatalogue } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
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
  catalogue: { rel: recordsCatalogue, path: `${base}/links`, offered: offeredToRecordAdmins },
  routes: [
    ...routeTable(api, ofSet, 'user', {
      get_records: ['GET', '/records', (ctx) => listRecords(ctx, ctx.params.id, ctx.query)],
      new: ['POST', '/records', (ctx) => createRecord(ctx, ctx.params.id, ctx.body), { status: 201 }],
      get_events: ['GET', '/events', (ctx) => setEvents(ctx, ctx.params.id)],
      get_candidates: ['GET', '/candidates', (ctx) => candidates(ctx, ctx.params.id)],
    }),
    ...routeTable(api, base, 'user', {
      get_by_id: ['GET', '/{id}', (ctx) => getRecord(ctx, ctx.params.id)],
      update: ['PUT', '/{id}', (ctx) => changeRecord(ctx, ctx.params.id, ctx.body)],
      delete: ['DELETE', '/{id}', (ctx) => removeRecord(ctx, ctx.params.id)],
    }),
  ],
};
