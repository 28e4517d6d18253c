import { z } from 'zod';
import { idInput, idOutput, linkSchema, optionSchema } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { parseDay } from '../competition-approval/dates';
import { markKinds } from '../results/marks';
import { STATISTICS_LIMITS } from '../statistics/constants';
import { choice, chosenOption, countryCode, heightWeightInput, optionalText, requiredText, wholeNumber, windInput } from '../api/input-fields';

/** Length limits of the performance area's texts (spec §5 shared limits). */
export const PerformanceLimits = {
  mark: 20,
  name: 100,
  nationalAthleteCode: 20,
  relayValue: 20,
  reason: 500,
  search: 200,
  /** Members of a relay or team; no event has more. */
  relayMembers: 20,
  /** Sub-events of a combined event; the decathlon has ten. */
  subEvents: 20,
  /** Competitors and clubs a search answers at most. */
  searchResults: 20,
} as const;

/** The all-zero identifier the original client sends for "no organisation" (spec §4, §9). */
export const EMPTY_IDENTIFIER = '00000000-0000-0000-0000-000000000000';

const isEmptyId = (v: unknown) =>
  v === undefined || v === null || v === '' || v === 0 || v === '0' || (typeof v === 'string' && /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(v));

/** An id that may be left out, sent as null, 0, '' or the all-zero identifier (all mean none). */
const nullableId = (message = 'errorInvalidValue') =>
  z.preprocess((v) => (isEmptyId(v) ? null : v), idInput(message).nullable()).optional().transform((v) => v ?? null);

/** A day `YYYY-MM-DD` (a date-time gives its day). */
const optionalDayQuery = z
  .string()
  .max(40, 'errorInvalidInput')
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const day = parseDay(v);
    if (!day) ctx.addIssue({ code: 'custom', message: 'errorInvalidInput' });
    return day ?? undefined;
  });

const choiceQuery = (values: readonly number[], fallback: number) =>
  z.coerce
    .number<number | string>()
    .int('errorInvalidValue')
    .refine((v) => values.includes(v), 'errorInvalidValue')
    .default(fallback);

// ---------------------------------------------------------------------------------------------
// Competitors (athletes) and clubs

/** An athlete as the competitor search and the form show them. */
export const competitorSchema = z.object({
  id: idOutput,
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 0 male, 1 female. */
  gender: z.number().int(),
  yearOfBirth: z.number().int(),
  nation: z.string(),
  organizationId: idOutput,
  organizationName: z.string(),
  /** The club's place in the tree: ids from the federation down to the club, for the relay rule (`relayMemberProblem`). */
  organizationPath: z.array(idOutput),
});
export type Competitor = z.infer<typeof competitorSchema>;

/** `{?search}` of the competitor and club searches: at least 3 characters after trimming (else 422 `Search`). */
export const competitorSearchQuery = z.object({
  search: z
    .string({ error: 'errorSearchTooShort' })
    .trim()
    .min(STATISTICS_LIMITS.searchMinLength, 'errorSearchTooShort')
    .max(PerformanceLimits.search, 'errorTooLong'),
});

const optionalIdQuery = z.preprocess((v) => (isEmptyId(v) ? undefined : v), idInput().optional());

/**
 * The competitor search's query. For a relay's members the form names the team: `teamClubId` keeps
 * athletes of that club and the clubs below it, `classId` with `eventId` those of the sex the relay
 * runs in (either sex in a mixed relay), as `relayMemberProblem` demands.
 */
export const competitorSearchQueryWithTeam = competitorSearchQuery.extend({
  teamClubId: optionalIdQuery,
  classId: optionalIdQuery,
  eventId: optionalIdQuery,
});
export type CompetitorSearchQuery = z.input<typeof competitorSearchQueryWithTeam>;

/** A new athlete (spec §7 "global competitor"), entered from the performance form. */
export const newCompetitorSchema = z.object({
  firstName: requiredText('errorFirstNameRequired', PerformanceLimits.name),
  lastName: requiredText('errorLastNameRequired', PerformanceLimits.name),
  /** 0 male, 1 female. */
  gender: choice([0, 1], 'errorGenderRequired'),
  yearOfBirth: wholeNumber('errorYearOfBirthRequired').refine((year) => year >= 1850 && year <= 2200, 'errorYearOfBirthRequired'),
  /** IOC code of the countries reference. */
  nation: countryCode('errorNationRequired'),
  /** The athlete's club: a club, LG or StG of the caller's federation. */
  organizationId: idInput('errorOrganizationRequired'),
  nationalAthleteCode: optionalText(PerformanceLimits.nationalAthleteCode),
});
/** The athlete's fields as a form holds them: the club as the option chosen in its search (null before one is). */
export const competitorFormFields = newCompetitorSchema.omit({ organizationId: true }).extend({ club: chosenOption('errorClubRequired') });
/** The club chosen, sent as its id. */
export const clubAsOrganization = <T extends { club: number }>({ club, ...rest }: T) => ({ ...rest, organizationId: club });
/** The new-athlete dialog's values; parses to the payload of `new_competitor`. */
export const newCompetitorFormSchema = competitorFormFields.transform(clubAsOrganization);
export type NewCompetitorFormValues = z.input<typeof newCompetitorFormSchema>;
export type NewCompetitorInput = z.input<typeof newCompetitorSchema>;
export type NewCompetitorValues = z.output<typeof newCompetitorSchema>;

/** A club (Club, LG, StG) for relay and team events: `{ value, text }`. */
export const clubOptionSchema = optionSchema;

// ---------------------------------------------------------------------------------------------
// Events as the performance form needs them

/** A sub-event of a combined event, in competition order. */
export const performanceSubEventSchema = z.object({
  eventId: idOutput,
  eventCode: z.string(),
  eventShortNational: z.string(),
  measurement: z.enum(markKinds),
  /** Outdoors a wind reading is required for it. */
  windRequired: z.boolean(),
  handTimeAllowed: z.boolean(),
});
export type PerformanceSubEvent = z.infer<typeof performanceSubEventSchema>;

/** An event with the flags that shape the performance form (spec §3 "Performance form fields"). */
export const performanceEventSchema = z.object({
  id: idOutput,
  code: z.string(),
  name: z.string(),
  eventShortNational: z.string(),
  /** Event type 0–14 (spec §3); 9 multi-team, 14 team endurance. */
  eventType: z.number().int(),
  /** `time`, `distance` or `points`; hand time (`*`) only where `handTimeAllowed`. */
  measurement: z.enum(markKinds),
  isRelayEvent: z.boolean(),
  isMultiTeamEvent: z.boolean(),
  isMultiEvent: z.boolean(),
  /** Team events (relay, multi-team, team endurance) name a club instead of an athlete. */
  isTeamEvent: z.boolean(),
  /** Athletes in a relay team; 0 for individual events. */
  relayMembers: z.number().int(),
  windRequired: z.boolean(),
  handTimeAllowed: z.boolean(),
  heightWeight: z.number().nullable(),
  heightWeightUnit: z.string().nullable(),
  subEvents: z.array(performanceSubEventSchema),
});
export type PerformanceEvent = z.infer<typeof performanceEventSchema>;

export const eventIdParams = z.object({ eventId: idInput() });

// ---------------------------------------------------------------------------------------------
// The performance list (spec §2.3, §3 "Performance (read)")

/** The list's query (spec §3); class and event default to the spec's filter (M, 100). */
export const performanceListQuery = pagingQuery.extend({
  freetextSearch: z.string().max(PerformanceLimits.search, 'errorTooLong').optional(),
  /** 0 all performances, 1 the best per athlete only. */
  outputGrouping: choiceQuery([0, 1], 0),
  /** The best list whose rules apply; 0 = none. */
  performanceListId: z.coerce.number<number | string>().int('errorInvalidValue').min(0, 'errorInvalidValue').max(2_147_483_647, 'errorInvalidValue').default(0),
  /** Indoor 0, outdoor 1, both 2. */
  environment: choiceQuery([0, 1, 2], 0),
  /** Which date the range filters: performance 0, creation 1, last edit 2. */
  searchPeriod: choiceQuery([0, 1, 2], 0),
  classCode: z.string().trim().min(1, 'errorClassRequired').max(10, 'errorInvalidValue').default('M'),
  eventCode: z.string().trim().min(1, 'errorEventRequired').max(16, 'errorInvalidValue').default('100'),
  dateFrom: optionalDayQuery,
  dateTo: optionalDayQuery,
});
export type PerformanceListQuery = z.input<typeof performanceListQuery>;

/**
 * One row of the statistician's performance list. `links`: `update` and `delete_perf` only for the
 * creator organisation; `reject` or `restore` when the row stands for one best list (`perfListId`:
 * the chosen list, or the performance's only list) — both point at `update_checking`, to be sent
 * with `status: statusChecking`; `get_checkings` always.
 */
export const performanceRowSchema = z.object({
  id: idOutput,
  /** Across the lists the performance counts for: 0 nothing declined, 1 partially, 2 fully (spec §4). */
  status: z.number().int(),
  statusLocalized: z.string(),
  /** The checking for `perfListId`: 0 negative, 1 positive, 2 not decided (also when there is none or no list). */
  statusChecking: z.number().int(),
  statusCheckingLocalized: z.string(),
  /** The mark as the form shows it (`10.52`, `10.8*`, `7.85`, `1:45.30`). */
  bestResult: z.string(),
  bestResultString: z.string(),
  /** A combined event whose points a statistician overrode for some sub-event; the list marks it. */
  pointsOverridden: z.boolean(),
  /** Signed wind with one decimal (`+1.8`); empty when not measured. */
  bestWind: z.string(),
  eventId: idOutput,
  eventType: z.number().int(),
  eventShortNational: z.string(),
  definitionEventShortNational: z.string(),
  classId: idOutput,
  classShort: z.string(),
  isRelayEvent: z.boolean(),
  isMultiTeamEvent: z.boolean(),
  competitorId: idOutput.nullable(),
  /** The athlete's name, or the club's for team events. */
  competitorFullName: z.string(),
  fullName: z.string(),
  nation: z.string().nullable(),
  yob: z.number().int().nullable(),
  organizationId: idOutput,
  performanceOrganizationName: z.string(),
  /** `YYYY-MM-DD`. */
  performanceDateTime: z.string(),
  performanceCompetitionName: z.string(),
  performanceCompetitionTown: z.string(),
  creatorUserId: idOutput.nullable(),
  creatorOrganisationId: idOutput.nullable(),
  /** The creator's name; "Automatic Import" without a creator, "Unknown user" when unresolved (translated). */
  creatorName: z.string(),
  createdDatetime: z.string(),
  lastEditorUserId: idOutput.nullable(),
  lastEditDatetime: z.string().nullable(),
  /** The performance counts for exactly one best list / for none. */
  onePerfList: z.boolean(),
  noPerfList: z.boolean(),
  /** The list that reject/restore act on: the chosen list, else the only list; null otherwise. */
  perfListId: idOutput.nullable(),
  links: z.array(linkSchema),
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

export const performancePageSchema = pagedSchema(performanceRowSchema);
export type PerformancePage = z.infer<typeof performancePageSchema>;

// ---------------------------------------------------------------------------------------------
// The performance form (spec §3 "Performance form fields")

export const relayMemberSchema = z.object({
  competitorId: idOutput,
  fullName: z.string(),
  /** 0 male, 1 female. */
  gender: z.number().int(),
  organizationName: z.string(),
  /** The member's club in the tree, federation first (see `competitorSchema`). */
  organizationPath: z.array(idOutput),
  /** A member's own mark in multi-team events. */
  value: z.string().nullable(),
});
export type RelayMember = z.infer<typeof relayMemberSchema>;

export const multiEventResultSchema = z.object({
  eventId: idOutput,
  eventCode: z.string(),
  eventShortNational: z.string(),
  /** The sub-result as the form shows it. */
  result: z.string(),
  windResult: z.number().nullable(),
  points: z.number().int(),
  /** Set when the statistician overrode the computed points. */
  overrideReason: z.string().nullable(),
});
export type MultiEventResult = z.infer<typeof multiEventResultSchema>;

/**
 * A performance as the form reads it. `links`: `update` and `delete_perf` for the creator
 * organisation, `get_checkings` always.
 */
export const performanceDetailSchema = z.object({
  id: idOutput,
  competition: z.object({ id: idOutput, name: z.string(), town: z.string(), environment: z.number().int(), dateFrom: z.string(), dateTo: z.string() }),
  event: performanceEventSchema,
  class: z.object({ id: idOutput, code: z.string(), name: z.string(), classShort: z.string(), sex: z.string() }),
  competitor: competitorSchema.nullable(),
  /** The club: the team's for team events, the athlete's club at the time otherwise. */
  organization: optionSchema,
  competitorId: idOutput.nullable(),
  organizationId: idOutput,
  performanceDateTime: z.string(),
  /** The mark as text (`10.52`, `10.8*`, `7.85`, `8126`). */
  bestResult: z.string(),
  bestResultString: z.string(),
  /** m/s, null when not measured. */
  windResult: z.number().nullable(),
  bestWind: z.string(),
  heightWeight: z.number().nullable(),
  relayMembers: z.array(relayMemberSchema),
  multiEventResults: z.array(multiEventResultSchema),
  status: z.number().int(),
  statusLocalized: z.string(),
  creatorUserId: idOutput.nullable(),
  creatorOrganisationId: idOutput.nullable(),
  creatorName: z.string(),
  createdDatetime: z.string(),
  lastEditorUserId: idOutput.nullable(),
  lastEditorName: z.string().nullable(),
  lastEditDatetime: z.string().nullable(),
  links: z.array(linkSchema),
});
export type PerformanceDetail = z.infer<typeof performanceDetailSchema>;

/** A relay member as saved: in running order. */
export const relayMemberInputSchema = z.object({
  competitorId: idInput('errorCompetitorRequired'),
  value: optionalText(PerformanceLimits.relayValue),
});
export type RelayMemberInput = z.input<typeof relayMemberInputSchema>;

/** A sub-event row as saved; checked against the event's sub-events by the server (422 `MultiEventResults[i].Result`, …). */
export const multiEventResultInputSchema = z.object({
  eventId: idInput(),
  result: z.string().max(PerformanceLimits.mark, 'errorTooLong').nullish(),
  windResult: z.union([z.number(), z.string().max(20)]).nullish(),
  /** Left out: computed from the result. Given and different from the computed value: needs `overrideReason`. */
  points: z.union([z.number(), z.string().max(20)]).nullish(),
  overrideReason: z.string().max(PerformanceLimits.reason, 'errorTooLong').nullish(),
});
export type MultiEventResultInput = z.input<typeof multiEventResultInputSchema>;

/** Fields the original client sends that the server takes from the caller instead. */
const ignored = z.unknown().optional();

const saveFields = {
  /** As typed: `10,52`, `1:45,3`, `7,85`, `10,8*`; points for combined events are the sum of the sub-events. */
  bestResult: z.string({ error: 'errorBestResultRequired' }).max(PerformanceLimits.mark, 'errorTooLong').nullish(),
  windResult: windInput,
  heightWeight: heightWeightInput,
  /** The club of relay, multi-team and team-endurance events; ignored for individual events (the athlete's club counts). */
  organizationId: nullableId('errorOrganizationRequired'),
  competitorId: nullableId('errorCompetitorRequired'),
  /** The day of the performance (`YYYY-MM-DD`, a date-time gives its day); within the competition's dates. */
  performanceDateTime: z.string({ error: 'errorResultDate' }).max(40, 'errorResultDate').nullish(),
  relayMembers: z.array(relayMemberInputSchema).max(PerformanceLimits.relayMembers, 'errorRelayTooManyMembers').nullish().transform((v) => v ?? []),
  multiEventResults: z.array(multiEventResultInputSchema).max(PerformanceLimits.subEvents, 'errorInvalidValue').nullish().transform((v) => v ?? null),
  creatorUserId: ignored,
  creatorOrganisationId: ignored,
  lastEditorUserId: ignored,
};

/** A new performance (spec §3 save payload, create). */
export const performanceCreateSchema = z.object({
  ...saveFields,
  competitionId: idInput('errorCompetitionRequired'),
  eventId: idInput('errorEventRequired'),
  classId: idInput('errorClassRequired'),
});
export type PerformanceCreateInput = z.input<typeof performanceCreateSchema>;
export type PerformanceCreateValues = z.output<typeof performanceCreateSchema>;

/** A changed performance (spec §3 save payload, update); competition, event and class stay. */
export const performanceUpdateSchema = z.object({ ...saveFields, id: ignored });
export type PerformanceUpdateInput = z.input<typeof performanceUpdateSchema>;
export type PerformanceUpdateValues = z.output<typeof performanceUpdateSchema>;
