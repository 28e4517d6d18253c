import { manualBestlistInputSchema, type ManualBestlist, type ManualBestlistInput } from '@portal/domain';
import { schemaResolver } from '../../../lib/schema-resolver';
import { storedValues } from '../../../lib/stored-values';

/** The list form's values are the schema's input (spec §3 "Manual best list"): '' for an empty choice, and for the year "All". */
export type ListFormValues = ManualBestlistInput;

export const newListValues: ListFormValues = { name: '', code: '', nationalClassShort: '', startAge: '', endAge: '', gender: '', year: '', eventEnvironment: '' };

export const listValuesOf = (l: ManualBestlist): ListFormValues => storedValues(newListValues, l);

/** Checks the values with the server's schema; the resolved value is the payload to send. */
export const listFormResolver = schemaResolver(manualBestlistInputSchema);

/** Brings the first invalid field of `formId` into view once react-hook-form has focused it (spec §5). */
export function scrollToFirstError(formId: string): void {
  setTimeout(() => {
    const invalid = document.querySelector(`#${formId} [aria-invalid="true"]`);
    (invalid?.closest('.MuiFormControl-root') ?? invalid)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}
