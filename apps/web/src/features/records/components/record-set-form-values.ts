import type { Control } from 'react-hook-form';
import { qualifierKindOf, recordSetInputSchema, type RecordSet, type RecordSetInput, type TypedNumber } from '@portal/domain';
import { schemaResolver } from '../../../lib/schema-resolver';
import { storedValues } from '../../../lib/stored-values';

/**
 * The form's values are the schema's input (spec §3 "Record set"): a choice holds '' while none is
 * made, and the schema reads '' as missing. The qualifier is `validityOrganizationId` (an
 * association) or `validityQualifier` (text) by validity.
 */
export type RecordSetFormValues = RecordSetInput;

export type RecordSetFormControl = Control<RecordSetFormValues>;

export const newRecordSetValues: RecordSetInput = {
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

export const recordSetValuesOf = (s: RecordSet): RecordSetInput =>
  storedValues(newRecordSetValues, s, { validityQualifier: s.validityOrganizationId === null ? (s.validityQualifier ?? '') : '' });

/** The field that shows a qualifier error: the association's select or the text field, by validity. */
export const qualifierField = (validity: TypedNumber): 'validityOrganizationId' | 'validityQualifier' =>
  typeof validity === 'number' && qualifierKindOf(validity) === 'association' ? 'validityOrganizationId' : 'validityQualifier';

/** Checks the values with the server's schema; a qualifier problem shows at the field the validity takes. */
export const recordSetFormResolver = schemaResolver(recordSetInputSchema, (path, values) => (path === 'validityQualifier' ? qualifierField(values.recordValidity) : path));

/** Server 422 keys → form fields (the qualifier's depends on the validity). */
export const recordSetServerFields = (validity: TypedNumber): Record<string, keyof RecordSetFormValues> => ({
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
