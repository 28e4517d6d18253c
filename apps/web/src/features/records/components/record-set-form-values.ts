import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import { qualifierKindOf, recordSetInputSchema, type RecordSet, type RecordSetInput, type RecordSetValues } from '@portal/domain';

/**
 * The form's values: the payload's fields (spec §3 "Record set"), with '' for empty choices. The
 * qualifier is `validityOrganizationId` (an association) or `validityQualifier` (text) by validity.
 */
export interface RecordSetFormValues {
  name: string;
  code: string;
  nationalClassShort: string;
  startAge: number | string;
  endAge: number | string;
  gender: number | '';
  recordType: number | '';
  recordValidity: number | '';
  validityQualifier: string;
  validityOrganizationId: number | '';
  isMultiRecord: boolean;
  eventEnvironment: number | '';
}

export type RecordSetFormControl = Control<RecordSetFormValues>;

export const newRecordSetValues: RecordSetFormValues = {
  name: '',
  code: '',
  nationalClassShort: '',
  startAge: 0,
  endAge: 0,
  gender: '',
  recordType: 1,
  recordValidity: '',
  validityQualifier: '',
  validityOrganizationId: '',
  isMultiRecord: false,
  eventEnvironment: '',
};

export const recordSetValuesOf = (s: RecordSet): RecordSetFormValues => ({
  name: s.name,
  code: s.code,
  nationalClassShort: s.nationalClassShort,
  startAge: s.startAge,
  endAge: s.endAge,
  gender: s.gender,
  recordType: s.recordType,
  recordValidity: s.recordValidity,
  validityQualifier: s.validityOrganizationId === null ? (s.validityQualifier ?? '') : '',
  validityOrganizationId: s.validityOrganizationId ?? '',
  isMultiRecord: s.isMultiRecord,
  eventEnvironment: s.eventEnvironment,
});

const orNull = <T>(value: T | '') => (value === '' ? null : value);

export const payloadOf = (v: RecordSetFormValues): RecordSetInput => ({
  name: v.name,
  code: v.code,
  nationalClassShort: v.nationalClassShort,
  startAge: v.startAge,
  endAge: v.endAge,
  gender: orNull(v.gender),
  recordType: orNull(v.recordType),
  recordValidity: orNull(v.recordValidity),
  validityQualifier: v.validityQualifier,
  validityOrganizationId: orNull(v.validityOrganizationId),
  isMultiRecord: v.isMultiRecord,
  eventEnvironment: orNull(v.eventEnvironment),
});

/** The field that shows a qualifier error: the association's select or the text field, by validity. */
export const qualifierField = (validity: number | ''): 'validityOrganizationId' | 'validityQualifier' =>
  validity !== '' && qualifierKindOf(validity) === 'association' ? 'validityOrganizationId' : 'validityQualifier';

/** Checks the values with the server's schema; the resolved value is the payload to send. */
export const recordSetFormResolver: Resolver<RecordSetFormValues, unknown, RecordSetValues> = (values) => {
  const result = recordSetInputSchema.safeParse(payloadOf(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<RecordSetFormValues> = {};
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? 'name');
    const field = (path === 'validityQualifier' ? qualifierField(values.recordValidity) : path) as keyof RecordSetFormValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

/** Server 422 keys → form fields (the qualifier's depends on the validity). */
export const recordSetServerFields = (validity: number | ''): Record<string, keyof RecordSetFormValues> => ({
  Name: 'name',
  Code: 'code',
  NationalClassShort: 'nationalClassShort',
  StartAge: 'startAge',
  EndAge: 'endAge',
  Gender: 'gender',
  RecordType: 'recordType',
  RecordValidity: 'recordValidity',
  ValidityQualifier: qualifierField(validity),
  ValidityOrganizationId: 'validityOrganizationId',
  IsMultiRecord: 'isMultiRecord',
  EventEnvironment: 'eventEnvironment',
});
