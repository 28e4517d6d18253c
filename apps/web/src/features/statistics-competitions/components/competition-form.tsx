import Alert from '@mui/material/Alert';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormActions } from '../../../components/ui/action-row';
import { useEntrySave } from '../../../lib/use-entry-save';
import { PerformanceCompetitionLimits, type PerformanceCompetitionValues } from '@portal/domain';
import { FormTextField } from '../../../components/ui/form-text-field';
import { pathTo } from '../../../lib/routing';
import { useSaveCompetition } from '../api/competition-queries';
import { DatesProvider } from '../../../components/ui/dates-provider';
import { FormAssociationFields } from './form-association-fields';
import { FormCompetitionPlace } from '../../../components/ui/form-competition-place';
import { competitionFormResolver, type CompetitionFormControl, type CompetitionFormValues } from './form-values';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';
import type { EntryFormProps } from '../../../components/layout/entry-form-page';

export type CompetitionFormProps = EntryFormProps<CompetitionFormValues>;

/**
 * The fields of a performance competition (spec §3, §5) with Back and Create or Save; after saving
 * the list shows again. Indoor or outdoor follows the start date's month until the user picks it.
 */
export function CompetitionForm({ defaultValues, creating, updateLink, readOnly }: CompetitionFormProps) {
  const { t } = useTranslation();
  const save = useSaveCompetition();
  const form = useContractForm<CompetitionFormValues, unknown, PerformanceCompetitionValues>({
    resolver: competitionFormResolver,
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const { handleSubmit, setValue } = form;
  // The resolver turns the values into the payload, which only `handleSubmit` sees; the fields read and write the values.
  const control = form.control as unknown as CompetitionFormControl;
  const { send, disabled } = useEntrySave(save, {
    updateLink,
    creating,
    readOnly,
    back: pathTo('competition'),
    created: 'statistics.competitions.form.created',
    saved: 'statistics.competitions.form.saved',
    onRefused: (error) => form.applyServerErrors(error),
  });
  const { t: texts } = useTranslation('statistics', { keyPrefix: 'statistics.competitions' });
  const { t: field } = useTranslation('statistics', { keyPrefix: 'statistics.competitions.fields' });

  const submit = handleSubmit(send);

  return (
    <DatesProvider>
      {readOnly && !creating && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('statistics.competitions.form.readOnly')}
        </Alert>
      )}
      <FormBox id="competition-form" readOnly={readOnly} disabled={disabled} margin="normal" onSubmit={() => submit()} twoColumns>
        <FormTextField control={control} name="name" label={field('name')} required slotProps={{ htmlInput: { maxLength: PerformanceCompetitionLimits.name } }} />
        <FormTextField
          control={control}
          name="germanCompetitionId"
          label={field('germanCompetitionId')}
          slotProps={{ htmlInput: { maxLength: PerformanceCompetitionLimits.germanCompetitionId } }}
        />
        <FormCompetitionPlace
          control={control}
          form={form}
          initialStart={defaultValues.dateFrom || null}
          texts={texts}
          between={<FormTextField control={control} name="location" label={field('location')} slotProps={{ htmlInput: { maxLength: PerformanceCompetitionLimits.location } }} />}
        />
        <FormAssociationFields control={control} setValue={setValue} disabled={disabled} />
      </FormBox>
      <EntryFormActions back={pathTo('competition')} form="competition-form" creating={creating} readOnly={readOnly} disabled={disabled} />
    </DatesProvider>
  );
}
