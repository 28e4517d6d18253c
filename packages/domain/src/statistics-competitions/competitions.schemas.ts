import { z } from 'zod';
import { idOutput, linkSchema, oneLineText } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { environmentForDate } from '../seasons/environment';
import { daysBetween, parseDay } from '../competition-approval/dates';
import { countryCode, optionalId, optionalText, requiredDay, requiredText, typedNumber } from '../api/input-fields';

/** Length limits of the performance competition's texts (spec §5 shared limits; the id column holds 40). */
export const PerformanceCompetitionLimits = { name: 200, location: 200, town: 200, germanCompetitionId: 40, search: 200 } as const;

/** At most this many competitions in the performance form's selector (newest first). */
export const COMPETITION_OPTIONS_LIMIT = 50;

// Messages are catalogue keys (validation.*); each required field has its own (spec §5).

/**
 * A performance competition as created or updated (spec §3 "Performance competition", §5).
 * `stateCode`, `area` and `district` carry the ids of the state association (type Region), the
 * area and the district association; the server checks that they lie inside each other. Without
 * `environment` the start month decides (spec §4: January–March, November, December indoor).
 */
export const performanceCompetitionInputSchema = z
  .object({
    name: oneLineText(requiredText('errorCompetitionNameRequired', PerformanceCompetitionLimits.name)),
    germanCompetitionId: optionalText(PerformanceCompetitionLimits.germanCompetitionId),
    dateFrom: requiredDay('errorDateFromRequired'),
    dateTo: requiredDay('errorDateToRequired'),
    location: optionalText(PerformanceCompetitionLimits.location),
    town: oneLineText(requiredText('errorTownRequired', PerformanceCompetitionLimits.town)),
    nation: countryCode('errorNationRequired'),
    environment: typedNumber(z.number({ error: 'errorEnvironmentRequired' }).refine((v) => v === 0 || v === 1, 'errorInvalidValue')).optional(),
    stateCode: optionalId,
    area: optionalId,
    district: optionalId,
  })
  .superRefine((value, ctx) => {
    const from = parseDay(value.dateFrom);
    const to = parseDay(value.dateTo);
    if (from && to && daysBetween(from, to) < 0) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'errorEndBeforeStart' });
  })
  .transform((value) => ({ ...value, environment: (value.environment ?? environmentForDate(value.dateFrom)) as 0 | 1 }));
export type PerformanceCompetitionInput = z.input<typeof performanceCompetitionInputSchema>;
export type PerformanceCompetitionValues = z.output<typeof performanceCompetitionInputSchema>;

/** A performance competition as the list and the form read it, with the names of its associations and its links. */
export const performanceCompetitionSchema = z.object({
  id: idOutput,
  name: z.string(),
  germanCompetitionId: z.string().nullable(),
  dateFrom: z.string(),
  dateTo: z.string(),
  location: z.string().nullable(),
  town: z.string(),
  nation: z.string(),
  environment: z.number().int(),
  stateCode: idOutput.nullable(),
  area: idOutput.nullable(),
  district: idOutput.nullable(),
  stateName: z.string().nullable(),
  areaName: z.string().nullable(),
  districtName: z.string().nullable(),
  /** `portal` for entries made here; others come from an import and are read-only. */
  importSource: z.string(),
  ownerId: idOutput,
  creatorUserId: idOutput.nullable(),
  lastEditorUserId: idOutput.nullable(),
  links: z.array(linkSchema),
});
export type PerformanceCompetition = z.infer<typeof performanceCompetitionSchema>;

/** The list's query (spec §3: page, size, free text on name, location and town, competitions from a day on). */
export const performanceCompetitionListQuery = pagingQuery.extend({
  freetextSearch: z.string().max(PerformanceCompetitionLimits.search, 'errorTooLong').optional(),
  dateFrom: z
    .string()
    .max(40, 'errorInvalidInput')
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const day = parseDay(v);
      if (!day) ctx.addIssue({ code: 'custom', message: 'errorInvalidInput' });
      return day ?? undefined;
    }),
});
export type PerformanceCompetitionListQuery = z.input<typeof performanceCompetitionListQuery>;

export const performanceCompetitionPageSchema = pagedSchema(performanceCompetitionSchema);

/** A competition in the performance form's selector: `text` reads "name (town, DD.MM.YYYY)". */
export const performanceCompetitionOptionSchema = z.object({
  value: idOutput,
  text: z.string(),
  name: z.string(),
  town: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  environment: z.number().int(),
});
export type PerformanceCompetitionOption = z.infer<typeof performanceCompetitionOptionSchema>;

export const performanceCompetitionOptionsQuery = z.object({
  search: z.string().max(PerformanceCompetitionLimits.search, 'errorTooLong').optional(),
});
