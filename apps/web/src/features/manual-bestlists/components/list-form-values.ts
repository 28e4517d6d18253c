import type { FieldErrors, Resolver } from 'react-hook-form';
import { manualBestlistInputSchema, type ManualBestlist, type ManualBestlistInput, type ManualBestlistValues } from '@portal/domain';

/** The list form's values (spec §3 "Manual best list"); '' for an empty choice, and for the year "All". */
export interface ListFormValues {
  name: string;
  code: string;
  nationalClassShort: string;
  startAge: number | '';
  endAge: number | '';
  gender: number | '';
  year: number | '';
  eventEnvironment: number | '';
}

export const newListValues: ListFormValues = { name: '', code: '', nationalClassShort: '', startAge: '', endAge: '', gender: '', year: '', eventEnvironment: '' };

export const listValuesOf = (l: ManualBestlist): ListFormValues => ({
  name: l.name,
  code: l.code,
  nationalClassShort: l.nationalClassShort,
  startAge: l.startAge,
  endAge: l.endAge,
  gender: l.gender,
  year: l.year ?? '',
  eventEnvironment: l.eventEnvironment,
});

/** The payload of the values; empty choices go out empty, which the schema refuses with their own messages. */
export const listPayloadOf = (v: ListFormValues): ManualBestlistInput => ({ ...v, year: v.year === '' ? null : v.year });

/** Checks the values with the server's schema; the resolved value is the payload to send. */
export const listFormResolver: Resolver<ListFormValues, unknown, ManualBestlistValues> = (values) => {
  const result = manualBestlistInputSchema.safeParse(listPayloadOf(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ListFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name') as keyof ListFormValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};


/** Brings the first invalid field of `formId` into view once react-hook-form has focused it (spec §5). */
export function scrollToFirstError(formId: string): void {
  setTimeout(() => {
    const invalid = document.querySelector(`#${formId} [aria-invalid="true"]`);
    (invalid?.closest('.MuiFormControl-root') ?? invalid)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}
