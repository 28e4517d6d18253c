import { z } from 'zod';

/** The largest id a column holds (PostgreSQL integer); larger ids are refused before any query. */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a path, query or body: a positive 32-bit integer, typed as a number or as its digits.
 * `message` is the catalogue key shown when it is missing or wrong.
 */
export const idInput = (message = 'errorInvalidValue') =>
  z.coerce.number<number | string>({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** An optional id in a query (an empty value counts as absent). */
export const optionalIdInput = (message = 'errorInvalidValue') =>
  z.preprocess((v) => (v === '' ? undefined : v), idInput(message).optional());

/** A whole number in a query, e.g. a status filter. */
export const intInput = (min: number, max: number) => z.coerce.number<number | string>().int().min(min).max(max);

/** A yes/no flag in a query (`true`/`false`) or a body. */
export const flagInput = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();

/**
 * A GUID of another system (World Athletics' global competitor id, spec §3 `globalCompetitorGuid`),
 * in any letter case, answered in lower case; empty is null.
 */
export const guidInput = z.preprocess(
  (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
  z
    .guid({ error: 'errorInvalidValue' })
    .transform((v) => v.toLowerCase())
    .nullable(),
);

/**
 * What a one-line text (a name, a town, a file name) must not hold: line breaks, which split it
 * where it is printed as one line (a mail subject, a list row, an invoice, a download name), and the
 * bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which make
 * it read other than it is: `Rechnung\u202Efdp.exe` shows as `Rechnungexe.pdf`.
 */
const notOneLine = /[\n\v\f\r\u0085\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** Whether the text is a single line without bidirectional controls. */
export const isOneLineText = (text: string): boolean => !notOneLine.test(text);

/** The schema, refusing a text that is not one line (`isOneLineText`) with `errorOneLineText`. */
export const oneLineText = <T extends z.ZodType<string>>(schema: T): T => schema.refine(isOneLineText, 'errorOneLineText');

/** An id as the server answers it. */
export const idOutput = z.number().int();

/** A link of the hypermedia API: a relation, its path (an RFC 6570 template when `templated`) and method. */
export const linkSchema = z.object({
  rel: z.string(),
  href: z.string(),
  templated: z.boolean(),
  method: z.string().optional(),
});
export type Link = z.infer<typeof linkSchema>;

/** A value/text pair as the selector calls answer them. */
export const optionSchema = z.object({ value: idOutput, text: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** An answer without content. */
export const emptySchema = z.object({});

/** The one error body of every 4xx/5xx answer; `errors` (422 only) maps field keys to messages. */
export const problemSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ProblemBody = z.infer<typeof problemSchema>;
