import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { competitionOptionsQueryOptions } from '../api/import-queries';
import type { CompetitionChoice, NewImportValues } from './new-import-values';

/**
 * An existing competition: the federation's newest, or those whose name or town contains the typed
 * text (the selector of the performance form).
 */
export function CompetitionChoiceField({ control, disabled }: { control: Control<NewImportValues>; disabled?: boolean }) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const options = useQuery({ ...competitionOptionsQueryOptions(search), enabled: !disabled });
  const choices: CompetitionChoice[] = (options.data ?? []).map((o) => ({ value: o.value, text: o.text }));
  return (
    <Controller
      control={control}
      name="competition"
      render={({ field, fieldState }) => {
        const message = translateFieldError(t, shownFieldError(fieldState, isSubmitted));
        return (
          <Autocomplete<CompetitionChoice, false, false, false>
            id="field-competition"
            value={field.value}
            onChange={(_, next) => field.onChange(next)}
            onInputChange={(_, next, reason) => {
              if (reason === 'input' || reason === 'clear') setTyped(next);
            }}
            options={field.value && !choices.some((c) => c.value === field.value!.value) ? [field.value, ...choices] : choices}
            filterOptions={(list) => list}
            getOptionLabel={(c) => c.text}
            getOptionKey={(c) => c.value}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            loading={options.isFetching}
            disabled={disabled}
            onBlur={field.onBlur}
            fullWidth
            noOptionsText={t('common.noOptions')}
            openText={t('common.open')}
            closeText={t('common.close')}
            clearText={t('common.clear')}
            loadingText={t('app.loading')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={t('resultsImport.screen.fields.competition')}
                required
                margin="normal"
                inputRef={field.ref}
                error={Boolean(message)}
                helperText={message ?? t('resultsImport.screen.form.competitionHint')}
              />
            )}
          />
        );
      }}
    />
  );
}
