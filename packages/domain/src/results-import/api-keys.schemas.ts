import { z } from 'zod';
import { idInput, idOutput, linkSchema, oneLineText } from '../api/common.schemas';
import { daysBetween, parseDay } from '../competition-approval/dates';
import { countryByCode } from '../reference/countries';
import { environmentForDate } from '../seasons/environment';
import { PerformanceCompetitionLimits } from '../statistics-competitions/competitions.schemas';
import { requiredDay, requiredText } from '../api/input-fields';

/** Where a competition that meeting software sent comes from (`perf_competitions.import_source`). */
export const API_IMPORT_SOURCE = 'api';

/** At most this many results in one call of `send_results`; a larger meeting sends them in parts. */
export const EXTERNAL_RESULTS_MAX = 20_000;

/** Calls per key and minute; the next one is answered 429 until the minute is over. */
export const API_KEY_CALLS_PER_MINUTE = 60;

export const API_KEY_NAME_MAX = 100;

/** A key as its federation's list shows it; the key itself is never shown again after its creation. */
export const apiKeySchema = z.object({
  id: idOutput,
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  keyPrefix: z.string(),
  createdAt: z.string(),
  /** The name of whoever created it; null when that user is gone. */
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** `revoke` while the key holds. */
  links: z.array(linkSchema),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ entities: z.array(apiKeySchema), links: z.array(linkSchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** A new key's name: who or what uses it (the meeting software, the stadium). */
export const apiKeyInputSchema = z.object({ name: oneLineText(requiredText('errorNameRequired', API_KEY_NAME_MAX)) });
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

/** The new key with the key itself: the only answer that ever holds it. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParams = z.object({ id: idInput() });

/** A cell of a result as meeting software sends it: text as on a result sheet, numbers allowed where the sheet has digits. */
const cell = z.union([z.string().max(200, 'errorTooLong'), z.number()]).nullish();

/** The competition the results belong to, by the sender's own id (sending it again finds it). */
export const externalCompetitionSchema = z
  .object({
    externalId: oneLineText(requiredText('errorInvalidValue', 100)),
    name: oneLineText(requiredText('errorCompetitionNameRequired', PerformanceCompetitionLimits.name)),
    dateFrom: requiredDay('errorDateFromRequired'),
    dateTo: requiredDay('errorDateToRequired'),
    town: oneLineText(requiredText('errorTownRequired', PerformanceCompetitionLimits.town)),
    nation: z
      .string({ error: 'errorNationRequired' })
      .trim()
      .toUpperCase()
      .min(1, 'errorNationRequired')
      .refine((code) => countryByCode(code) !== undefined, 'errorInvalidValue'),
    /** Indoor 0, outdoor 1; without it the first day's month decides. */
    environment: z
      .number({ error: 'errorInvalidValue' })
      .refine((v) => v === 0 || v === 1, 'errorInvalidValue')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    const from = parseDay(value.dateFrom);
    const to = parseDay(value.dateTo);
    if (from && to && daysBetween(from, to) < 0) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'errorEndBeforeStart' });
  })
  .transform((value) => ({ ...value, environment: (value.environment ?? environmentForDate(value.dateFrom)) as 0 | 1 }));

/**
 * One result as meeting software sends it: the columns of a result sheet (decision 039) under
 * their English names, and the sender's own id of the result (sending it again updates it).
 */
export const externalResultSchema = z.object({
  externalId: z.union([oneLineText(requiredText('errorInvalidValue', 100)), z.number().int().transform(String)]),
  lastName: cell,
  firstName: cell,
  yearOfBirth: cell,
  /** `M` or `W`. */
  gender: cell,
  club: cell,
  nation: cell,
  athleteCode: cell,
  event: cell,
  class: cell,
  /** As on the sheet: `10.52`, `1:58.34`, `7,48`; `DNS`, `DNF`, `NM` give no mark. */
  mark: cell,
  /** m/s as on the sheet: `+1.2`. */
  wind: cell,
  place: cell,
  /** `YYYY-MM-DD` or `DD.MM.YYYY`; the competition's first day when left out. */
  date: cell,
  round: cell,
});
export type ExternalResult = z.input<typeof externalResultSchema>;

export const externalResultsSchema = z.object({
  competition: externalCompetitionSchema,
  results: z.array(externalResultSchema).max(EXTERNAL_RESULTS_MAX, 'errorTooLong'),
});
export type ExternalResults = z.input<typeof externalResultsSchema>;

/** What a call did: results written new, changed, found as they were, and refused (with their position in `results` and why). */
export const externalResultsAnswerSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  errors: z.array(z.object({ index: z.number().int(), messages: z.array(z.string()) })),
});
export type ExternalResultsAnswer = z.infer<typeof externalResultsAnswerSchema>;
