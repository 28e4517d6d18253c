import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { bestListInputSchema, type BestList, type BestListInput } from '@portal/domain';
import type { BestListBase, RestrictionOption } from '../api/bestlist-queries';

/** What a new list starts with (spec §2.1): the standard definitions (dlo), another list's, or none. */
export const baseKinds = ['dlo', 'copy', 'custom'] as const;
export type BaseKind = (typeof baseKinds)[number];

/** The form's values; `base` and `preset` count only when creating. */
export interface BestListFormValues {
  name: string;
  regionalRestriction: RestrictionOption | null;
  base: BaseKind;
  /** The list to copy from, or '' when none is chosen. */
  preset: number | '';
}

export const newBestListValues: BestListFormValues = { name: '', regionalRestriction: null, base: 'dlo', preset: '' };

export const bestListValuesOf = (list: BestList): BestListFormValues => ({
  name: list.name,
  regionalRestriction: list.regionalRestritionId === null ? null : { value: list.regionalRestritionId, text: list.regionalRestrictionName ?? String(list.regionalRestritionId) },
  base: 'custom',
  preset: '',
});

/**
 * Catalogue keys of the invalid fields: the payload as the server's schema checks it (the name is
 * required, spec §5), and a preset when copying from a list.
 */
export function bestListFormErrors(values: BestListFormValues, creating: boolean): Partial<Record<keyof BestListFormValues, string>> {
  const errors: Partial<Record<keyof BestListFormValues, string>> = {};
  const checked = bestListInputSchema.safeParse(bestListPayloadOf(values));
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = issue.path[0] === 'regionalRestritionId' ? 'regionalRestriction' : 'name';
    errors[field] ??= issue.message;
  }
  if (creating && values.base === 'copy' && values.preset === '') errors.preset = 'errorBaseListRequired';
  return errors;
}

/** The list's payload; without a restriction it goes out as null, and the server picks the owner (the current organisation). */
export const bestListPayloadOf = (values: BestListFormValues): BestListInput => ({
  name: values.name.trim(),
  regionalRestritionId: values.regionalRestriction?.value ?? null,
  ownerId: null,
});

/** The base to copy after creating. */
export const bestListBaseOf = (values: BestListFormValues): BestListBase =>
  values.base === 'copy' && values.preset !== '' ? { kind: 'copy', sourceId: values.preset } : values.base === 'dlo' ? { kind: 'dlo' } : { kind: 'custom' };

/** A resolver for create (`creating`) or edit mode; the values pass through unchanged. */
export const bestListResolver =
  (creating: boolean): Resolver<BestListFormValues> =>
  (values) => {
    const found = bestListFormErrors(values, creating);
    if (Object.keys(found).length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(found)) errors[field] = { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<BestListFormValues> };
  };

