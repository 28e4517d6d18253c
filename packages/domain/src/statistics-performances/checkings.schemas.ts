import { z } from 'zod';
import { idInput, idOutput, linkSchema } from '../api/common.schemas';
import { PerformanceLimits } from './performances.schemas';

/**
 * A performance's checking for one best list (spec §2.2, §3 "Checking"). Lists without a
 * checking row read as not decided (2). `links`: `reject` when it is not negative, `restore` when
 * it is; both point at `update_checking`, to be sent with `status` as read here.
 */
export const checkingSchema = z.object({
  perfId: idOutput,
  perfListId: idOutput,
  /** The best list's name and its regional restriction's name (null for the whole federation). */
  name: z.string(),
  regionalRestrictionName: z.string().nullable(),
  /** Negative 0, Positive 1, NotDecided 2. */
  status: z.number().int(),
  statusLocalized: z.string(),
  reason: z.string().nullable(),
  userId: idOutput.nullable(),
  links: z.array(linkSchema),
});
export type Checking = z.infer<typeof checkingSchema>;

/** What the checking screen's title shows of the performance. */
export const checkedPerformanceSchema = z.object({
  id: idOutput,
  eventShortNational: z.string(),
  classShort: z.string(),
  bestResultString: z.string(),
  competitorFullName: z.string(),
});

/**
 * The checkings of one performance over the best lists it counts for (lists of the federation with
 * a definition for its event and class whose regional restriction contains its club). `links`:
 * `new_checking` when such lists exist.
 */
export const checkingListSchema = z.object({
  performance: checkedPerformanceSchema,
  entities: z.array(checkingSchema),
  links: z.array(linkSchema),
});
export type CheckingList = z.infer<typeof checkingListSchema>;

export const perfIdParams = z.object({ perfId: idInput() });

/**
 * The toggle (spec §7 "Checking" update). `status` is the status the client read: Negative turns
 * Positive, anything else Negative; when the stored status differs from it the answer is 409.
 * The user is the caller; `userId` is ignored.
 */
export const checkingUpdateSchema = z.object({
  status: z.coerce
    .number<number | string>({ error: 'errorInvalidValue' })
    .int('errorInvalidValue')
    .min(0, 'errorInvalidValue')
    .max(3, 'errorInvalidValue'),
  reason: z
    .string({ error: 'errorInvalidValue' })
    .trim()
    .max(PerformanceLimits.reason, 'errorTooLong')
    .nullish()
    .transform((v) => v || null),
  perfId: idInput(),
  perfListId: idInput('errorPerformanceListRequired'),
  userId: z.unknown().optional(),
});
export type CheckingUpdateInput = z.input<typeof checkingUpdateSchema>;

/** New not-decided checkings of a performance for some of its best lists (spec §7 "Checking" create). */
export const newCheckingSchema = z.object({
  performanceId: idInput('errorPerformanceRequired'),
  performanceListIds: z
    .array(idInput('errorPerformanceListRequired'), { error: 'errorPerformanceListRequired' })
    .min(1, 'errorPerformanceListRequired')
    .max(1000, 'errorTooLong'),
  userId: z.unknown().optional(),
});
export type NewCheckingInput = z.input<typeof newCheckingSchema>;
