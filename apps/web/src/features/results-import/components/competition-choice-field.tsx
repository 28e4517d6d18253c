import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { FormSearchAutocomplete } from '../../../components/ui/form-search-autocomplete';
import { competitionOptionsQueryOptions } from '../api/import-queries';
import type { NewImportValues } from './new-import-values';

/**
 * An existing competition: the federation's newest, or those whose name or town contains the typed
 * text (the selector of the performance form).
 */
export function CompetitionChoiceField({ control, disabled }: { control: Control<NewImportValues>; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormSearchAutocomplete
      control={control}
      name="competition"
      id="field-competition"
      label={t('resultsImport.screen.fields.competition')}
      required
      margin="normal"
      minLength={0}
      queryFor={competitionOptionsQueryOptions}
      optionKey={(c) => c.value}
      optionLabel={(c) => c.text}
      helperText={t('resultsImport.screen.form.competitionHint')}
      disabled={disabled}
    />
  );
}
