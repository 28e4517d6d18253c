import { z } from 'zod';
import { idInput, idOutput, linkSchema } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { clubAsOrganization, competitorFormFields, newCompetitorSchema } from '../statistics-performances/performances.schemas';

/**
 * An athlete as the statistician's athlete pages show them: the record's fields and how many
 * marks name them (their own marks and the relays they ran in).
 */
export const athleteSummarySchema = z.object({
  id: idOutput,
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 0 male, 1 female. */
  gender: z.number().int(),
  yearOfBirth: z.number().int(),
  nation: z.string(),
  organizationId: idOutput,
  clubName: z.string(),
  nationalAthleteCode: z.string().nullable(),
  /** Marks of the athlete's own and relays they ran in. */
  markCount: z.number().int(),
  links: z.array(linkSchema),
});
export type AthleteSummary = z.infer<typeof athleteSummarySchema>;

/** `{?search,pageNumber,pageSize}` of the federation's athletes; without `search`, all of them by name. */
export const athleteListQuery = pagingQuery.extend({
  search: z.string().trim().max(100, 'errorTooLong').optional(),
});
export const athletePageSchema = pagedSchema(athleteSummarySchema);

/** Why two athletes may be one person: the same name as imports match it and year of birth, or the same athlete code. */
export const duplicateReasonSchema = z.enum(['name', 'code']);
export type DuplicateReason = z.infer<typeof duplicateReasonSchema>;

/** Two athletes that may be one person. */
export const duplicateCandidateSchema = z.object({
  first: athleteSummarySchema,
  second: athleteSummarySchema,
  reasons: z.array(duplicateReasonSchema),
  links: z.array(linkSchema),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;
export const duplicateCandidatePageSchema = pagedSchema(duplicateCandidateSchema);

/** What a merge moves to the kept athlete. */
export const mergeMovesSchema = z.object({
  /** The merged athlete's own marks. */
  marks: z.number().int(),
  /** Relays the merged athlete ran in. */
  relayMarks: z.number().int(),
  /** Records adopted from the merged athlete's marks. */
  records: z.number().int(),
  /** Marks the kept athlete already has (same event, day, competition and mark): removed, not moved. */
  duplicates: z.number().int(),
  /** Rows of imports that name the merged athlete. */
  importRows: z.number().int(),
});
export type MergeMoves = z.infer<typeof mergeMovesSchema>;

/** A merge done: who was merged into whom, by whom, and what moved. */
export const athleteMergeSchema = z.object({
  id: idOutput,
  keptId: idOutput,
  keptName: z.string(),
  mergedId: idOutput,
  mergedName: z.string(),
  mergedYearOfBirth: z.number().int(),
  mergedClubName: z.string(),
  moved: mergeMovesSchema,
  mergedBy: z.string().nullable(),
  mergedAt: z.string(),
});
export type AthleteMerge = z.infer<typeof athleteMergeSchema>;
export const athleteMergePageSchema = pagedSchema(athleteMergeSchema);

/** One athlete with the athletes merged into them. */
export const athleteDetailSchema = athleteSummarySchema.extend({
  merges: z.array(athleteMergeSchema),
});
export type AthleteDetail = z.infer<typeof athleteDetailSchema>;

/** `update`: the spelling of the name, the club, the athlete code and the nation; gender and year of birth stay. */
export const athleteUpdateSchema = newCompetitorSchema.pick({ firstName: true, lastName: true, nation: true, organizationId: true, nationalAthleteCode: true });
export type AthleteUpdateInput = z.input<typeof athleteUpdateSchema>;
/** The edit dialog's values, the club as the option chosen; parses to the payload of `update`. */
export const athleteFormSchema = competitorFormFields.pick({ firstName: true, lastName: true, nation: true, club: true, nationalAthleteCode: true }).transform(clubAsOrganization);
export type AthleteFormValues = z.input<typeof athleteFormSchema>;

/** `{ keepId, mergeId }` of a merge and its preview. */
export const athleteMergeInputSchema = z
  .object({
    keepId: idInput(),
    mergeId: idInput(),
  })
  .refine((v) => v.keepId !== v.mergeId, { message: 'errorMergeSameAthlete', path: ['mergeId'] });
export type AthleteMergeInput = z.input<typeof athleteMergeInputSchema>;

/** What a merge would do, before the statistician confirms: both athletes, the moves, and why it cannot be done if so. */
export const mergePreviewSchema = z.object({
  keep: athleteSummarySchema,
  merge: athleteSummarySchema,
  moves: mergeMovesSchema,
  /** Translated reasons the merge is refused (different gender, marks that would collide, a relay both ran in); empty when it can be done. */
  problems: z.array(z.string()),
  links: z.array(linkSchema),
});
export type MergePreview = z.infer<typeof mergePreviewSchema>;
