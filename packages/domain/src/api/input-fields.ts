import { z } from 'zod';
import { parseDay } from '../competition-approval/dates';
import { countryByCode } from '../reference/countries';
import { isWindReadingPlausible, parseWind } from '../results/wind';
import { idInput, optionSchema } from './common.schemas';

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
    // Empty is only missing, not also an unknown code.
    .refine((code) => code === '' || countryByCode(code) !== undefined, 'errorInvalidValue');

/**
 * A wind reading as typed (`+1,8`, `-0.4`, `2`) or sent as a number, in m/s; null when left empty.
 * One decimal at most, so a reading is never more exact than the rules record it; beyond ±9.9 m/s
 * it is no reading a gauge shows (`errorWindOutOfRange`).
 */
export const windInput = z.preprocess(
  (v: TypedNumber) => {
    if (isEmptyInput(v)) return null;
    if (typeof v === 'string') return parseWind(v) ?? Number.NaN;
    if (typeof v === 'number' && Math.abs(Math.round(v * 10) - v * 10) > 1e-6) return Number.NaN;
    return v;
  },
  z.number({ error: 'errorShouldBeDecimal' }).refine(isWindReadingPlausible, 'errorWindOutOfRange').nullable(),
);

/** How long a typed wind reading (`+1,8`) and a typed implement weight or hurdle height (`7,26`, `106,7`) may be. */
export const TypedDecimalLength = { wind: 6, heightWeight: 9 } as const;

/** The largest implement weight (kg) or hurdle height (cm) taken. */
export const MAX_HEIGHT_WEIGHT = 9999;

/** Implement weight (kg) or hurdle height (cm) as typed (`7,26`) or sent; null when left empty. */
export const heightWeightInput = z.preprocess(
  (v: TypedNumber) => (isEmptyInput(v) ? null : typeof v === 'string' ? (/^\s*\d{1,4}(?:[.,]\d{1,3})?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : Number.NaN) : v),
  z.number({ error: 'errorShouldBeDecimal' }).gt(0, 'errorShouldBeDecimal').max(MAX_HEIGHT_WEIGHT, 'errorShouldBeDecimal').nullable(),
);

/** An option chosen in a search field, null before one is: the option's id; none chosen is `message`. */
export const chosenOption = (message: string) =>
  optionSchema.nullable().transform((option, ctx) => {
    if (option) return option.value;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
