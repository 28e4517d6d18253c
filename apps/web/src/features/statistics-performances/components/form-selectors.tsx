import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import type { Competitor, Option } from '@portal/domain';
import { FormField } from '../../../components/ui/form-field';
import { FormSearchAutocomplete } from '../../../components/ui/form-search-autocomplete';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { clubSearchQueryOptions, competitionOptionsQueryOptions, competitorSearchQueryOptions } from '../api/performance-queries';
import type { CompetitionChoice, PerformanceFormValues } from './form-values';

type FormControl = Control<PerformanceFormValues>;

const autocompleteTexts = (t: TFunction) => ({
  noOptionsText: t('common.noOptions'),
  openText: t('common.open'),
  closeText: t('common.close'),
  clearText: t('common.clear'),
  loadingText: t('app.loading'),
});

/** An athlete as the selectors show them: name, year of birth and club. */
export const competitorLabel = (c: Competitor) => `${c.fullName} (${c.yearOfBirth}, ${c.organizationName})`;

/**
 * The competition: the federation's newest, or those whose name or town contains the typed text;
 * each option shows its date. Choosing one calls `onChosen` (the form takes its first day). When
 * only one competition exists it is chosen by itself.
 */
export function CompetitionField({ control, disabled, onChosen }: { control: FormControl; disabled?: boolean; onChosen: (c: CompetitionChoice | null) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const options = useQuery({ ...competitionOptionsQueryOptions(search), enabled: !disabled });
  const choices: CompetitionChoice[] = (options.data ?? []).map((o) => ({ value: o.value, text: o.text, dateFrom: o.dateFrom, dateTo: o.dateTo, environment: o.environment }));
  return (
    <FormField
      control={control}
      name="competition"
      render={({ field, message }) => (
        <>
          <SingleChoice ready={options.isSuccess && search === '' && !disabled} options={choices} value={field.value} onChoose={(only) => {
            field.onChange(only);
            onChosen(only);
          }} />
          <Autocomplete<CompetitionChoice, false, false, false>
            id="field-competition"
            value={field.value}
            onChange={(_, next) => {
              field.onChange(next);
              onChosen(next);
            }}
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
            {...autocompleteTexts(t)}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={t('statistics.performances.fields.competition')}
                required
                margin="normal"
                inputRef={field.ref}
                error={Boolean(message)}
                helperText={message ?? (disabled ? undefined : t('statistics.performances.form.competitionHint'))}
              />
            )}
          />
        </>
      )}
    />
  );
}

/** Chooses the only option by itself once the options are there and nothing is chosen (spec §4). */
function SingleChoice<O>({ ready, options, value, onChoose }: { ready: boolean; options: readonly O[]; value: O | null; onChoose: (only: O) => void }) {
  const only = ready && value === null && options.length === 1 ? options[0] : null;
  useEffect(() => {
    if (only !== null) onChoose(only);
    // The choice is made once per single option; `onChoose` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);
  return null;
}

export interface ReferenceOption {
  id: number;
  text: string;
}

/** Event or class: one of the federation's, typed to narrow the list; a list of one is chosen by itself. */
export function ReferenceField({
  control,
  name,
  label,
  options,
  disabled,
  onChosen,
}: {
  control: FormControl;
  name: 'eventId' | 'classId';
  label: string;
  options: readonly ReferenceOption[];
  disabled?: boolean;
  onChosen?: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, message }) => {
        const choose = (id: number | null) => {
          field.onChange(id);
          onChosen?.(id);
        };
        return (
          <>
            <SingleChoice ready={!disabled} options={options} value={field.value === null ? null : (options.find((o) => o.id === field.value) ?? null)} onChoose={(only) => choose(only.id)} />
            <Autocomplete<ReferenceOption, false, false, false>
              id={`field-${name}`}
              value={options.find((o) => o.id === field.value) ?? null}
              onChange={(_, next) => choose(next?.id ?? null)}
              options={options}
              getOptionLabel={(o) => o.text}
              getOptionKey={(o) => o.id}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              disabled={disabled}
              onBlur={field.onBlur}
              fullWidth
              {...autocompleteTexts(t)}
              renderInput={(params) => (
                <TextField {...params} name={field.name} label={label} required margin="normal" inputRef={field.ref} error={Boolean(message)} helperText={message} />
              )}
            />
          </>
        );
      }}
    />
  );
}

/** The athlete, looked up by name from 3 characters on, with a button that enters a new one. */
export function CompetitorField({ control, disabled, onAddAthlete }: { control: FormControl; disabled?: boolean; onAddAthlete: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <FormSearchAutocomplete<PerformanceFormValues, Competitor>
        control={control}
        name="competitor"
        label={t('statistics.performances.fields.competitor')}
        required
        disabled={disabled}
        queryFor={competitorSearchQueryOptions}
        optionKey={(c) => c.id}
        optionLabel={competitorLabel}
        renderOption={competitorOption}
        sx={{ flexGrow: 1, minWidth: 0 }}
      />
      <AddAthleteButton disabled={disabled} onClick={onAddAthlete} />
    </Box>
  );
}

/** An athlete in a selector's list: name, then year of birth, nation and club. */
export function competitorOption(c: Competitor): ReactNode {
  return (
    <Box>
      <Typography variant="body2">{c.fullName}</Typography>
      <Typography variant="caption" color="text.secondary">
        {`${c.yearOfBirth} · ${c.nation} · ${c.organizationName}`}
      </Typography>
    </Box>
  );
}

export function AddAthleteButton({ disabled, onClick }: { disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    // Level with the middle of the search field beside it (its 16 px margin and 56 px height; the button is 36 px).
    <Button variant="outlined" startIcon={<PersonAddIcon />} disabled={disabled} onClick={onClick} sx={{ mt: '26px', flexShrink: 0 }}>
      {t('statistics.performances.form.addAthlete')}
    </Button>
  );
}

/** The club of a team event (club, LG or StG of the federation), looked up by name from 3 characters on. */
export function ClubField({ control, disabled }: { control: FormControl; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormSearchAutocomplete<PerformanceFormValues, Option>
      control={control}
      name="organization"
      label={t('statistics.performances.fields.club')}
      required
      disabled={disabled}
      queryFor={clubSearchQueryOptions}
      optionKey={(o) => o.value}
      optionLabel={(o) => o.text}
    />
  );
}

/** A spinner in place of a section whose data is still loading. */
export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={24} aria-label={t('app.loading')} />
    </Box>
  );
}
