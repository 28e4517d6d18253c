import { z } from 'zod';
import { idOutput, intInput, linkSchema } from '../api/common.schemas';
import { MIN_SEARCH_LENGTH, pagedSchema, pagingQuery } from '../platform/paging';

/** `{?search,pageNumber,pageSize}`: athletes by name, from three characters on. */
export const publicAthleteSearchQuery = pagingQuery.extend({
  search: z
    .string({ error: 'errorSearchTooShort' })
    .trim()
    .min(MIN_SEARCH_LENGTH, 'errorSearchTooShort')
    .max(100, 'errorTooLong'),
});

/** An athlete found by name: what the public lists show of them anyway. */
export const publicAthleteRowSchema = z.object({
  id: idOutput,
  fullName: z.string(),
  yearOfBirth: z.number().int().nullable(),
  nation: z.string().nullable(),
  clubName: z.string(),
  links: z.array(linkSchema),
});
export type PublicAthleteRow = z.infer<typeof publicAthleteRowSchema>;
export const publicAthleteSearchSchema = pagedSchema(publicAthleteRowSchema);

/**
 * A personal best per event and environment (indoor 0, outdoor 1), as the lists print it: `mark`
 * `11.65`, `10.4*` for a hand time, `6.10`; `wind` with its sign (`+0.5`), null where none was read.
 * A wind-assisted mark better than the legal best is listed apart (`windAssisted`).
 */
export const personalBestSchema = z.object({
  eventCode: z.string(),
  eventName: z.string(),
  environment: z.number().int(),
  mark: z.string(),
  wind: z.string().nullable(),
  windAssisted: z.boolean(),
  handTimed: z.boolean(),
  date: z.string(),
  competitionName: z.string(),
});

/** The best legal mark of a season (indoor marks of November and December count for the next year). */
export const seasonBestSchema = z.object({
  year: z.number().int(),
  environment: z.number().int(),
  eventCode: z.string(),
  eventName: z.string(),
  mark: z.string(),
  wind: z.string().nullable(),
  date: z.string(),
});

/** The athlete's place in a published list of the federation for a season. */
export const listPositionSchema = z.object({
  bestListId: idOutput,
  bestListName: z.string(),
  year: z.number().int(),
  environment: z.number().int(),
  eventCode: z.string(),
  classCode: z.string(),
  rank: z.number().int(),
});

/** The public profile: no day of birth, no address, no e-mail; what the public lists show. */
export const publicAthleteSchema = z.object({
  id: idOutput,
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  yearOfBirth: z.number().int().nullable(),
  nation: z.string().nullable(),
  clubName: z.string(),
  personalBests: z.array(personalBestSchema),
  seasonBests: z.array(seasonBestSchema),
  positions: z.array(listPositionSchema),
  links: z.array(linkSchema),
});
export type PublicAthlete = z.infer<typeof publicAthleteSchema>;

/** `{?eventCode,year,pageNumber,pageSize}` of the athlete's marks (`year`: the season). */
export const athleteMarksQuery = pagingQuery.extend({
  eventCode: z.string().trim().max(16, 'errorTooLong').optional(),
  year: intInput(1900, 2100).optional(),
});

/** One counted mark, newest first; a relay the athlete ran in carries its team (`relayTeam`, the club). */
export const athleteMarkSchema = personalBestSchema.extend({
  id: idOutput,
  classCode: z.string(),
  year: z.number().int(),
  town: z.string(),
  relayTeam: z.string().nullable(),
});
export const athleteMarksSchema = pagedSchema(athleteMarkSchema);
