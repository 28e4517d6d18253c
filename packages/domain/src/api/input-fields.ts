import { z } from 'zod';
import { parseDay } from '../competition-approval/dates';
import { countryByCode } from '../reference/countries';
import { idInput } from './common.schemas';

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

/** A number typed (text) or sent: the text read as a number, empty as missing, then checked by `number`. */
export const typedNumber = <S extends z.ZodType<unknown, number>>(number: S) =>
  z.preprocess((v: TypedNumber) => (isEmptyInput(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v), number);

/** A whole number typed or sent as a number; empty counts as missing. */
export const wholeNumber = (message: string) => typedNumber(z.number({ error: message }).int(message));

/** One of `values`, as a number (selectors send numbers, queries text). */
export const choice = (values: readonly number[], message: string) => wholeNumber(message).refine((v) => values.includes(v), message);

/** What a date field holds: the day `YYYY-MM-DD`, or null while none is picked. */
export type HeldDay = string | null | undefined;

/**
 * A calendar day `YYYY-MM-DD` (a date-time gives its day); null counts as missing. With `years`, a
 * day outside them is refused (a year typed half-way, 0202).
 */
export const requiredDay = (message: string, years?: { from: number; to: number }) =>
  z.preprocess(
    // An empty day is a missing one, reported as such without hiding the other fields' checks.
    (v: HeldDay) => v ?? '',
    z
      .string({ error: message })
      .min(1, message)
      .max(40, 'errorInvalidInput')
      .transform((v, ctx) => {
        const day = parseDay(v);
        const year = day ? Number(day.slice(0, 4)) : 0;
        if (!day || (years && (year < years.from || year > years.to))) ctx.addIssue({ code: 'custom', message: 'errorInvalidInput' });
        return day ?? v;
      }),
  );

/** An id or nothing (empty selections arrive as '' or null). */
export const optionalId = z.preprocess((v: TypedNumber) => (isEmptyInput(v) ? null : v), idInput().nullable());

/** An IOC country code of the reference list. */
export const countryCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .min(1, message)
    .refine((code) => countryByCode(code) !== undefined, 'errorInvalidValue');
