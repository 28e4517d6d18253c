import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { FormSearchAutocomplete } from '../../../components/ui/form-search-autocomplete';
import { OrganizationOptionText } from '../../../components/ui/organization-option-text';
import { regionalRestrictionQueryOptions, type RestrictionOption } from '../api/bestlist-queries';
import type { BestListFormValues } from './form-values';

/** The regional restriction: an association or club of the federation, looked up from 3 typed characters (spec §5). */
export function RegionalRestrictionField({ control, disabled }: { control: Control<BestListFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <FormSearchAutocomplete<BestListFormValues, RestrictionOption>
      control={control}
      name="regionalRestriction"
      label={t('statistics.bestlists.fields.regionalRestriction')}
      disabled={disabled}
      helperText={t('statistics.bestlists.form.regionalRestrictionHint')}
      queryFor={regionalRestrictionQueryOptions}
      optionKey={(o) => o.value}
      optionLabel={(o) => o.text}
      renderOption={(o) => <OrganizationOptionText option={o} />}
    />
  );
}
