import TextField from '@mui/material/TextField';
import { FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { type OrganizationOption } from '@portal/domain';
import { SearchAutocomplete, type SearchAutocompleteProps } from '../../../components/ui/search-autocomplete';
import { ownerSearchQueryOptions } from '../api/approval-queries';
import type { BaseFormControl } from './form-base-values';

/** The organiser as the owner field shows it: id and name (the type is known only for searched ones). */
export type OwnerOption = Pick<OrganizationOption, 'value' | 'text'> & Partial<Pick<OrganizationOption, 'type'>>;

/** The search answers whole organisation options; the field reads only their id and name. */
const ownerLookup = ownerSearchQueryOptions as unknown as SearchAutocompleteProps<OwnerOption>['queryFor'];

export interface FormOwnerFieldProps {
  control: BaseFormControl;
  /** The chosen organiser (the name the field shows). */
  owner: OwnerOption | null;
  onOwnerChange: (owner: OwnerOption | null) => void;
  /** Clubs and companies apply for themselves (spec §2): the field shows their organisation and cannot be changed. */
  locked: boolean;
  disabled?: boolean;
}

/** The organiser (`ownerOrganizationId`): fixed for clubs and companies, else searched from 3 characters on. */
export function FormOwnerField({ control, owner, onOwnerChange, locked, disabled }: FormOwnerFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      control={control}
      name="ownerOrganizationId"
      render={({ field, message: error }) => {
        if (locked || disabled) {
          return (
            <TextField
              id="field-ownerOrganizationId"
              name={field.name}
              label={t('approvalForm.owner')}
              required
              disabled
              fullWidth
              value={owner?.text ?? ''}
              inputRef={field.ref}
              error={Boolean(error)}
              helperText={error ?? (locked && !disabled ? t('approvalForm.ownerLocked') : undefined)}
            />
          );
        }
        return (
          <SearchAutocomplete<OwnerOption>
            label={t('approvalForm.owner')}
            required
            value={owner}
            onChange={(next) => {
              onOwnerChange(next);
              field.onChange(next?.value ?? null);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            error={error}
            queryFor={ownerLookup}
            optionKey={(o) => o.value}
            optionLabel={(o) => o.text}
          />
        );
      }}
    />
  );
}
