import { z } from 'zod';

// Helpers of this folder's payload schemas (not exported from the package).

/** A required text: its own message when missing (spec §5), `errorTooLong` beyond `max`. */
export const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, 'errorTooLong');

/** An optional text: empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'errorInvalidValue' })
    .trim()
    .max(max, 'errorTooLong')
    .nullish()
    .transform((v) => v || null);

/** Nothing typed: absent, null or blank. */
export const isEmptyInput = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A whole number typed or sent as a number; empty counts as missing. */
export const wholeNumber = (message: string) =>
  z.preprocess((v: number | string | null | undefined) => (isEmptyInput(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v), z.number({ error: message }).int(message));

/** One of `values`, as a number (selectors send numbers, queries text). */
export const choice = (values: readonly number[], message: string) => wholeNumber(message).refine((v) => values.includes(v), message);
