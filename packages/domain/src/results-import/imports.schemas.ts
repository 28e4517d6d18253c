import { z } from 'zod';
import { idInput, idOutput, linkSchema } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { performanceCompetitionInputSchema } from '../statistics-competitions/competitions.schemas';

/** A result file may be at most this large (the upload is refused with 422 above it). */
export const RESULT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const importStates = ['preview', 'committing', 'done', 'discarded', 'failed', 'undone'] as const;
export type ImportState = (typeof importStates)[number];

export const importSources = ['file', 'roadRace'] as const;
export type ImportSource = (typeof importSources)[number];

/** What a commit does with a row: a new mark, a changed one, one as it is, one the file no longer holds, or nothing. */
export const importActions = ['create', 'update', 'unchanged', 'remove', 'skip'] as const;
export type ImportAction = (typeof importActions)[number];

export const importRowStatuses = ['ok', 'warning', 'error'] as const;

/**
 * The text fields of `new_import` beside its `file`: either `competitionId` of an existing
 * performance competition, or the fields of a new one (created on commit).
 */
export const newImportFieldsSchema = z.object({
  competitionId: z.string().optional(),
  name: z.string().optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  town: z.string().optional(),
  nation: z.string().optional(),
  environment: z.string().optional(),
});
export type NewImportFields = z.infer<typeof newImportFieldsSchema>;

/** The fields of a competition an import creates, checked as the competition form checks them. */
export const importCompetitionSchema = performanceCompetitionInputSchema;

const countsSchema = z.object({ ok: z.number().int(), warnings: z.number().int(), errors: z.number().int() });
/** What the commit does (in preview) or did (once done). */
const changesSchema = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), removed: z.number().int() });

/** An import as the list and its page show it. */
export const resultImportSchema = z.object({
  id: idOutput,
  fileName: z.string(),
  source: z.enum(importSources),
  state: z.enum(importStates),
  stateLocalized: z.string(),
  competitionId: idOutput.nullable(),
  competitionName: z.string(),
  competitionDateFrom: z.string(),
  competitionDateTo: z.string(),
  /** True while the competition is still to be created by the commit, or when the commit created it. */
  newCompetition: z.boolean(),
  counts: countsSchema,
  changes: changesSchema,
  /** 0–100 while the commit runs. */
  progress: z.number().int(),
  /** Rows whose athlete is still to be chosen among candidates (the commit waits for them). */
  waitingForChoice: z.number().int(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  links: z.array(linkSchema),
});
export type ResultImport = z.infer<typeof resultImportSchema>;

export const resultImportListQuery = pagingQuery;
export const resultImportPageSchema = pagedSchema(resultImportSchema);

/** An athlete a row is or may be matched to. */
export const importAthleteSchema = z.object({
  id: idOutput,
  lastName: z.string(),
  firstName: z.string(),
  yearOfBirth: z.number().int(),
  gender: z.number().int(),
  club: z.string(),
  athleteCode: z.string().nullable(),
});
export type ImportAthlete = z.infer<typeof importAthleteSchema>;

/** A row of an import's preview. */
export const importRowSchema = z.object({
  /** The row's line in the file, the header row being line 1; null for a mark the file no longer holds. */
  line: z.number().int().nullable(),
  status: z.enum(importRowStatuses),
  action: z.enum(importActions),
  messages: z.array(z.string()),
  athlete: z.object({
    lastName: z.string(),
    firstName: z.string(),
    yearOfBirth: z.number().int().nullable(),
    gender: z.number().int().nullable(),
    club: z.string().nullable(),
    nation: z.string().nullable(),
    athleteCode: z.string().nullable(),
  }),
  event: z.string().nullable(),
  eventName: z.string().nullable(),
  class: z.string().nullable(),
  mark: z.string().nullable(),
  wind: z.number().nullable(),
  place: z.number().int().nullable(),
  date: z.string().nullable(),
  round: z.string().nullable(),
  /** The athlete the row is taken for; null with candidates (to choose) or for a new athlete. */
  matchedAthlete: importAthleteSchema.nullable(),
  candidates: z.array(importAthleteSchema),
  /** True once the statistician chose among the candidates (a null `matchedAthlete` then means a new athlete). */
  resolved: z.boolean(),
  links: z.array(linkSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowsQuery = pagingQuery.extend({
  /** Only rows of this status (`ok`, `warning`, `error`), or rows that wait for a choice (`candidates`). */
  filter: z.enum(['ok', 'warning', 'error', 'candidates']).optional(),
});
export const importRowPageSchema = pagedSchema(importRowSchema);

export const importIdParams = z.object({ id: idInput() });
export const importRowParams = z.object({ id: idInput(), line: idInput() });

/** The statistician's choice for a row with candidates: one of them, or null for a new athlete. */
export const resolveRowSchema = z.object({ athleteId: idInput().nullable() });
