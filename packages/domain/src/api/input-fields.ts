import { z } from 'zod';
import { parseDay } from '../competition-approval/dates';

// The field schemas the areas' payloads share. Messages are catalogue keys under `validation.`;
// each required field names its own (spec §5).

/** Nothing typed: absent, null or blank. */
export const isEmptyInput = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A required text: its own message when missing, `errorTooLong` beyond `max`. */
export const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, 'errorTooLong');

/** An optional text: empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'errorInvalidValue' })
    .trim()
    .max(max, 'errorTooLong')
    .nullish()
    .transform((v) => v || null);

/** What a number field holds: the number, or the text typed (empty while nothing is). */
export type TypedNumber = number | string | null | undefined;

/** A whole number typed or sent as a number; empty counts as missing. */
export const wholeNumber = (message: string) =>
  z.preprocess((v: TypedNumber) => (isEmptyInput(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v), z.number({ error: message }).int(message));

/** One of `values`, as a number (selectors send numbers, queries text). */
export const choice = (values: readonly number[], message: string) => wholeNumber(message).refine((v) => values.includes(v), message);

/** A calendar day `YYYY-MM-DD` (a date-time gives its day). */
export const requiredDay = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(40, 'errorInvalidInput')
    .transform((v, ctx) => {
      const day = parseDay(v);
      if (!day) ctx.addIssue({ code: 'custom', message: 'errorInvalidInput' });
      return day ?? v;
    });
