import { z } from 'zod';
import { idOutput, linkSchema, oneLineText } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { ageClassByCode } from '../reference/classes';
import { RecordType, RecordValidity } from './constants';
import { choice, optionalId, optionalText, requiredText, wholeNumber } from '../api/input-fields';
import { qualifierKindOf, RecordLimits } from './record-rules';

const age = wholeNumber('errorAgeInvalid').pipe(z.number().min(0, 'errorAgeInvalid').max(RecordLimits.maxAge, 'errorAgeInvalid'));

/**
 * A record set as created or changed (spec §3 "Record set", §5): name, code (at most six
 * characters), a known national class, ages (0 = no bound; the end not below the start), gender
 * 0/1/2, type 1–4, validity 1–10, whether it holds multi-records, and the environment (indoor 0,
 * outdoor 1, both 2). Where the records hold is required unless they hold worldwide: a state
 * association of the caller's federation (`validityOrganizationId`, the server checks it) for
 * national and regional validity, free text otherwise; an error on either is keyed `validityQualifier`.
 */
export const recordSetInputSchema = z
  .object({
    name: oneLineText(requiredText('errorNameRequired', RecordLimits.name)),
    code: requiredText('errorCodeRequired', RecordLimits.code),
    nationalClassShort: requiredText('errorClassRequired', 10).refine((code) => ageClassByCode(code) !== undefined, 'errorClassRequired'),
    startAge: age,
    endAge: age,
    gender: choice([0, 1, 2], 'errorGenderRequired'),
    recordType: choice(Object.values(RecordType), 'errorRecordTypeRequired'),
    recordValidity: choice(Object.values(RecordValidity), 'errorRecordValidityRequired'),
    validityQualifier: optionalText(RecordLimits.qualifier),
    validityOrganizationId: optionalId.optional().transform((v) => v ?? null),
    isMultiRecord: z.boolean({ error: 'errorMultiRecordRequired' }),
    eventEnvironment: choice([0, 1, 2], 'errorEnvironmentRequired'),
  })
  // Both run even when other fields are missing, so a form names every problem at once; the values may then be incomplete.
  .refine((v) => !(typeof v.endAge === 'number' && typeof v.startAge === 'number' && v.endAge !== 0 && v.endAge < v.startAge), {
    path: ['endAge'],
    message: 'errorEndAgeBeforeStartAge',
    when: () => true,
  })
  .refine(
    (v) => {
      if (!(Object.values(RecordValidity) as unknown[]).includes(v.recordValidity)) return true;
      const kind = qualifierKindOf(v.recordValidity);
      return kind === 'association' ? typeof v.validityOrganizationId === 'number' : kind === 'none' || Boolean(v.validityQualifier);
    },
    { path: ['validityQualifier'], message: 'errorValidityQualifierRequired', when: () => true },
  )
  .transform((v) => {
    // Only the qualifier the validity takes is kept: none worldwide, the association or the text otherwise.
    const kind = qualifierKindOf(v.recordValidity);
    return { ...v, validityQualifier: kind === 'text' ? v.validityQualifier : null, validityOrganizationId: kind === 'association' ? v.validityOrganizationId : null };
  });
export type RecordSetInput = z.input<typeof recordSetInputSchema>;
export type RecordSetValues = z.output<typeof recordSetInputSchema>;

/**
 * A record set as the list and the form read it. `validityQualifier` is the text shown in brackets
 * (the association's name for national and regional sets); `className` the class in the reader's
 * language. Links: `get_by_id`, `update`, `delete`, `get_records`, `new_record`, `get_candidates`.
 */
export const recordSetSchema = z.object({
  id: idOutput,
  name: z.string(),
  code: z.string(),
  nationalClassShort: z.string(),
  className: z.string(),
  startAge: z.number().int(),
  endAge: z.number().int(),
  gender: z.number().int(),
  recordType: z.number().int(),
  recordValidity: z.number().int(),
  validityQualifier: z.string().nullable(),
  validityOrganizationId: idOutput.nullable(),
  isMultiRecord: z.boolean(),
  eventEnvironment: z.number().int(),
  recordCount: z.number().int(),
  links: z.array(linkSchema),
});
export type RecordSet = z.infer<typeof recordSetSchema>;

/** The sets' query (spec §3): free text on name and code, paging. */
export const recordSetListQuery = pagingQuery.extend({
  freetextSearch: z.string().max(RecordLimits.search, 'errorTooLong').optional(),
});
export type RecordSetListQuery = z.input<typeof recordSetListQuery>;

/** A page of the federation's sets by name; the page's links hold `new`. */
export const recordSetPageSchema = pagedSchema(recordSetSchema);
