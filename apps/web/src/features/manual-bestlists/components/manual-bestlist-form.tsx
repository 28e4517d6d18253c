import { type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormActions } from '../../../components/ui/action-row';
import { useClassFills } from '../../../lib/use-class-fills';
import { useEntrySave } from '../../../lib/use-entry-save';
import { dayOf, latestManualListYear, ManualBestlistLimits, manualListYears, type ManualBestlistValues, type StatisticsClass } from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import { pathTo } from '../../../lib/routing';
import { useSaveManualBestlist } from '../api/manual-bestlist-queries';
import { listFormResolver, scrollToFirstError, type ListFormValues } from './list-form-values';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';
import type { EntryFormProps } from '../../../components/layout/entry-form-page';

const FORM_ID = 'manual-bestlist-form';
/** Male, female, mixed. */
const GENDER_CHOICES = [0, 1, 2] as const;
/** Indoor, outdoor, both. */
const ENVIRONMENT_CHOICES = [0, 1, 2] as const;

export interface ManualBestlistFormProps extends EntryFormProps<ListFormValues> {
  classes: readonly StatisticsClass[];
}

/**
 * The fields of a manual list (spec §2.7, §3, §5): choosing a class fills start age, end age and
 * gender; the year is "All" or one of the last 100 years. On a refusal the first invalid field
 * scrolls into view; after saving the list of lists shows again.
 */
export function ManualBestlistForm({ defaultValues, classes, creating, updateLink, readOnly }: ManualBestlistFormProps) {
  const { t } = useTranslation();
  const { t: field } = useTranslation('manual-bestlists', { keyPrefix: 'manualBestlists.fields' });
  const save = useSaveManualBestlist();
  const form = useContractForm<ListFormValues, unknown, ManualBestlistValues>({ resolver: listFormResolver, defaultValues, mode: 'onTouched', shouldFocusError: true });
  const { handleSubmit, setValue } = form;
  // The resolver turns the values into the payload, which only `handleSubmit` sees; the fields read and write the values.
  const control = form.control as unknown as Control<ListFormValues>;
  const { send, disabled } = useEntrySave(save, {
    updateLink,
    creating,
    readOnly,
    back: pathTo('manualbestlists'),
    created: 'manualBestlists.form.created',
    saved: 'manualBestlists.form.saved',
    onRefused: (error) => {
      if (form.applyServerErrors(error)) scrollToFirstError(FORM_ID);
    },
  });
  useClassFills(control, setValue, classes);

  const submit = handleSubmit(send, () => scrollToFirstError(FORM_ID));

  const number = { htmlInput: { min: 0, max: ManualBestlistLimits.maxAge, inputMode: 'numeric' as const } };
  return (
    <>
      <FormBox id={FORM_ID} readOnly={readOnly} disabled={disabled} margin="normal" onSubmit={() => submit()} twoColumns>
        <FormTextField control={control} name="name" label={field('name')} required slotProps={{ htmlInput: { maxLength: ManualBestlistLimits.name } }} />
        <FormTextField control={control} name="code" label={field('code')} required slotProps={{ htmlInput: { maxLength: ManualBestlistLimits.code } }} />
        <FormSelect
          control={control}
          name="nationalClassShort"
          label={field('nationalClassShort')}
          required
          options={[...classes].sort((a, b) => a.order - b.order).map((c) => ({ value: c.code, text: c.name }))}
        />
        <FormSelect
          control={control}
          name="gender"
          label={field('gender')}
          required
          options={GENDER_CHOICES.map((value) => ({ value, text: t(`manualBestlists.gender.${value}`) }))}
        />
        <FormTextField control={control} name="startAge" type="number" label={field('startAge')} required slotProps={number} />
        <FormTextField control={control} name="endAge" type="number" label={field('endAge')} required helperText={t('manualBestlists.form.endAgeHint')} slotProps={number} />
        <FormSelect
          control={control}
          name="year"
          label={field('year')}
          emptyText={t('manualBestlists.allYears')}
          options={manualListYears(latestManualListYear(dayOf(new Date()))).map((year) => ({ value: year, text: String(year) }))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        />
        <FormSelect
          control={control}
          name="eventEnvironment"
          label={field('eventEnvironment')}
          required
          options={ENVIRONMENT_CHOICES.map((value) => ({ value, text: t(`manualBestlists.environment.${value}`) }))}
        />
      </FormBox>
      <EntryFormActions back={pathTo('manualbestlists')} form={FORM_ID} creating={creating} readOnly={readOnly} disabled={disabled} />
    </>
  );
}
