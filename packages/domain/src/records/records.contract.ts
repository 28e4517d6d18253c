import { z } from 'zod';
import { emptySchema } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import { idParams, organizationOptionSchema } from '../organizations/organizations.schemas';
import { publicRecordGroupSchema, publicRecordsQuery } from './public-records.schemas';
import { recordSetInputSchema, recordSetListQuery, recordSetPageSchema, recordSetSchema } from './record-sets.schemas';
import { recordCandidateSchema, recordEventSchema, recordInputSchema, recordListQuery, recordPageSchema, recordSchema } from './records.schemas';

/** The area catalogue (rel of the root's link) that lists the endpoints of `recordSetsApi`. */
export const recordSetsCatalogue = 'recordset_links';

/**
 * Record sets (spec statistics.md §2.6, §7), reached through the area catalogue `recordset_links`
 * that the root offers to record admins (role RecordAdmin) of the federation.
 */
export const recordSetsApi = defineEndpoints({
  get_recordsets: { query: recordSetListQuery, response: recordSetPageSchema },
  new: { body: recordSetInputSchema, response: recordSetSchema },
  get_by_id: { params: idParams, response: recordSetSchema },
  update: { params: idParams, body: recordSetInputSchema, response: recordSetSchema },
  /** Deletes the set with its records. */
  delete: { params: idParams, response: emptySchema },
  /** The qualifiers of national and regional sets: the caller's federation, then its state associations (type Region). */
  get_validity_regions: { response: z.array(organizationOptionSchema) },
});

/** The area catalogue (rel of the root's link) that lists the endpoints of `recordsApi`. */
export const recordsCatalogue = 'record_links';

/**
 * The records of a set (spec §2.6, §7), reached through the area catalogue `record_links` (record
 * admins). `{id}` of `get_records`, `new`, `get_events` and `get_candidates` is the set's id.
 */
export const recordsApi = defineEndpoints({
  get_records: { params: idParams, query: recordListQuery, response: recordPageSchema },
  new: { params: idParams, body: recordInputSchema, response: recordSchema },
  get_by_id: { params: idParams, response: recordSchema },
  update: { params: idParams, body: recordInputSchema, response: recordSchema },
  delete: { params: idParams, response: emptySchema },
  /** The events of the set with the flags the record form needs. */
  get_events: { params: idParams, response: z.array(recordEventSchema) },
  /** Performances of the federation's statistics that beat the set's records. */
  get_candidates: { params: idParams, response: z.array(recordCandidateSchema) },
});

/** The public record pages (PRODUCT §2: record views are open to anyone), listed in the root for everyone. */
export const publicRecordsApi = defineEndpoints({
  public_records: { query: publicRecordsQuery, response: z.array(publicRecordGroupSchema) },
});
