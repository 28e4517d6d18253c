import { z } from 'zod';
import { idOutput, optionalIdInput } from '../api/common.schemas';

/** `{?masterOrganizationId}`: one federation, or every federation. */
export const publicRecordsQuery = z.object({ masterOrganizationId: optionalIdInput() });

/** A record as the public page lists it: event, mark with wind, athlete and country, town (country), day. */
export const publicRecordSchema = z.object({
  id: idOutput,
  eventCode: z.string(),
  eventName: z.string(),
  formatedValue: z.string(),
  formatedWind: z.string().nullable(),
  athleteName: z.string(),
  /** The athlete's public profile (`public_athlete`), where the record was adopted from a statistics performance. */
  competitorId: idOutput.nullable(),
  athleteIocCode: z.string(),
  yearOfBirth: z.number().int().nullable(),
  recordTown: z.string(),
  recordCountry: z.string(),
  date: z.string(),
  /** 1 official, 2 unofficial. */
  recordStatus: z.number().int(),
});
export type PublicRecord = z.infer<typeof publicRecordSchema>;

/** A set on the public page with its records in groups of one event type each (by type, event order, date). */
export const publicRecordSetSchema = z.object({
  id: idOutput,
  name: z.string(),
  code: z.string(),
  className: z.string(),
  gender: z.number().int(),
  recordType: z.number().int(),
  recordValidity: z.number().int(),
  validityQualifier: z.string().nullable(),
  eventEnvironment: z.number().int(),
  groups: z.array(z.object({ eventType: z.number().int(), records: z.array(publicRecordSchema) })),
});
export type PublicRecordSet = z.infer<typeof publicRecordSetSchema>;

/** The record sets of one federation, by name. */
export const publicRecordGroupSchema = z.object({
  masterOrganizationId: idOutput,
  masterOrganizationName: z.string(),
  sets: z.array(publicRecordSetSchema),
});
export type PublicRecordGroup = z.infer<typeof publicRecordGroupSchema>;
