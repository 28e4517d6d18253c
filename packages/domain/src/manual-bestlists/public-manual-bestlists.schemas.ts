import { z } from 'zod';
import { idOutput, linkSchema, optionalIdInput } from '../api/common.schemas';

/** `{?masterOrganizationId}`: one federation's manual lists, or every federation's. */
export const publicManualBestlistsQuery = z.object({ masterOrganizationId: optionalIdInput() });

/** A manual list on the public overview, with the link to its page. */
export const publicManualBestlistItemSchema = z.object({
  id: idOutput,
  name: z.string(),
  code: z.string(),
  className: z.string(),
  /** Null for an all-time list. */
  year: z.number().int().nullable(),
  eventEnvironment: z.number().int(),
  links: z.array(linkSchema),
});
export type PublicManualBestlistItem = z.infer<typeof publicManualBestlistItemSchema>;

/** The manual lists of one federation, by name. */
export const publicManualBestlistGroupSchema = z.object({
  masterOrganizationId: idOutput,
  masterOrganizationName: z.string(),
  lists: z.array(publicManualBestlistItemSchema),
});
export type PublicManualBestlistGroup = z.infer<typeof publicManualBestlistGroupSchema>;

/**
 * One mark of the public list: its place among the event's marks (equal marks share it), the mark
 * as lists print it (hand times with `*`), the wind with its sign (null when none counts), the
 * athlete with nation and year of birth, club, place and day (`YYYY-MM-DD`), status 1 official or
 * 2 unofficial, and whether it was a record.
 */
export const publicManualEntrySchema = z.object({
  id: idOutput,
  rank: z.number().int(),
  mark: z.string(),
  wind: z.string().nullable(),
  handTimed: z.boolean(),
  athleteName: z.string(),
  athleteIocCode: z.string(),
  yearOfBirth: z.number().int(),
  organizationName: z.string(),
  date: z.string(),
  town: z.string(),
  country: z.string(),
  location: z.string().nullable(),
  details: z.string().nullable(),
  performanceStatus: z.number().int(),
  isRecord: z.boolean(),
});
export type PublicManualEntry = z.infer<typeof publicManualEntrySchema>;

/** The marks of one event, best first. */
export const publicManualEventSchema = z.object({
  eventCode: z.string(),
  eventName: z.string(),
  /** The wind column applies (a wind event on a list that is not indoor). */
  wind: z.boolean(),
  entries: z.array(publicManualEntrySchema),
});
export type PublicManualEvent = z.infer<typeof publicManualEventSchema>;

/** A public manual list: its facts and its events with marks, grouped by event type in list order. */
export const publicManualBestlistSchema = z.object({
  id: idOutput,
  name: z.string(),
  code: z.string(),
  className: z.string(),
  gender: z.number().int(),
  year: z.number().int().nullable(),
  eventEnvironment: z.number().int(),
  masterOrganizationId: idOutput,
  masterOrganizationName: z.string(),
  groups: z.array(z.object({ eventType: z.number().int(), events: z.array(publicManualEventSchema) })),
});
export type PublicManualBestlist = z.infer<typeof publicManualBestlistSchema>;
