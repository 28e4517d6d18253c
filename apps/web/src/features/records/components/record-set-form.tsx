import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormActions } from '../../../components/ui/action-row';
import { useClassFills } from '../../../lib/use-class-fills';
import { useEntrySave } from '../../../lib/use-entry-save';
import { qualifierAssociationTypes, qualifierKindOf, RecordLimits, RecordType, RecordValidity, type RecordSetValues } from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { pathTo } from '../../../lib/routing';
import { classesQueryOptions, useSaveRecordSet, validityRegionsQueryOptions } from '../api/record-set-queries';
import { FormSwitch } from './form-switch';
import { recordTypeLabel, validityLabel } from './record-format';
import { qualifierField, recordSetFormResolver, recordSetServerFields, type RecordSetFormControl, type RecordSetFormValues } from './record-set-form-values';
import { FormBox } from '../../../components/ui/form-box';
import type { EntryFormProps } from '../../../components/layout/entry-form-page';

const GENDER_CHOICES = [0, 1, 2] as const;
const ENVIRONMENT_CHOICES = [0, 1, 2] as const;

export type RecordSetFormProps = EntryFormProps<RecordSetFormValues>;

/**
 * The fields of a record set (spec §2.6, §3, §5). Choosing a class fills start age, end age and
 * gender (spec §4); the qualifier is a state association for national and regional validity, free
 * text for the others and absent for world. Create or save returns to the list.
 */
export function RecordSetForm({ defaultValues, creating, updateLink, readOnly }: RecordSetFormProps) {
  const { t } = useTranslation();
  const save = useSaveRecordSet();
  const classes = useQuery(classesQueryOptions());
  const regions = useQuery(validityRegionsQueryOptions());
  const form = useForm<RecordSetFormValues, unknown, RecordSetValues>({ resolver: recordSetFormResolver, defaultValues, mode: 'onTouched', shouldFocusError: true });
  const { handleSubmit, setValue, setError, getValues, trigger } = form;
  const control = form.control as unknown as RecordSetFormControl;
  const validity = useWatch({ control, name: 'recordValidity' });
  const kind = typeof validity === 'number' ? qualifierKindOf(validity) : 'none';
  // After a first save attempt, a qualifier field that appears says at once what it lacks.
  const { isSubmitted } = useFormState({ control });
  useEffect(() => {
    if (isSubmitted && kind !== 'none') void trigger(qualifierField(validity));
  }, [isSubmitted, kind, validity, trigger]);
  const { send, disabled } = useEntrySave(save, {
    updateLink,
    creating,
    readOnly,
    back: pathTo('recordsets'),
    created: 'records.sets.form.created',
    saved: 'records.sets.form.saved',
    // Which qualifier field shows the server's word on the qualifier depends on the validity.
    onRefused: (error) => applyServerErrors(error, setError, recordSetServerFields(getValues('recordValidity'))),
  });
  const { t: field } = useTranslation('records', { keyPrefix: 'records.sets.fields' });
  const associationTypes: readonly string[] = typeof validity === 'number' ? qualifierAssociationTypes(validity) : [];
  const associations = (regions.data ?? []).filter((o) => associationTypes.includes(o.type)).map((o) => ({ value: o.value, text: o.text }));

  useClassFills(control, setValue, classes.data);

  const submit = handleSubmit(send);

  const numbers = <V extends number>(values: readonly V[], label: (v: V) => string) => values.map((value) => ({ value, text: label(value) }));
  return (
    <>
      <FormBox id="recordset-form" readOnly={readOnly} disabled={disabled} margin="normal" onSubmit={() => submit()} twoColumns>
        <FormTextField control={control} name="name" label={field('name')} required slotProps={{ htmlInput: { maxLength: RecordLimits.name } }} />
        <FormTextField control={control} name="code" label={field('code')} required helperText={t('records.sets.form.codeHint')} />
        <FormSelect
          control={control}
          name="nationalClassShort"
          label={field('class')}
          required
          options={(classes.data ?? []).map((c) => ({ value: c.code, text: c.name }))}
        />
        <FormSelect control={control} name="gender" label={field('gender')} required options={numbers(GENDER_CHOICES, (g) => t(`records.gender.${g}`))} />
        <FormTextField control={control} name="startAge" label={field('startAge')} required type="number" helperText={t('records.sets.form.ageHint')} />
        <FormTextField control={control} name="endAge" label={field('endAge')} required type="number" helperText={t('records.sets.form.ageHint')} />
        <FormSelect control={control} name="recordType" label={field('recordType')} required options={numbers(Object.values(RecordType), (v) => recordTypeLabel(t, v))} />
        <FormSelect
          control={control}
          name="eventEnvironment"
          label={field('eventEnvironment')}
          required
          options={numbers(ENVIRONMENT_CHOICES, (e) => t(`records.environment.${e}`))}
        />
        <FormSelect control={control} name="recordValidity" label={field('validity')} required options={numbers(Object.values(RecordValidity), (v) => validityLabel(t, v))} />
        {kind === 'association' && (
          <FormSelect control={control} name="validityOrganizationId" label={field('qualifierAssociation')} required options={associations} />
        )}
        {kind === 'text' && (
          <FormTextField
            control={control}
            name="validityQualifier"
            label={field('qualifierText')}
            required
            helperText={t('records.sets.form.qualifierHint')}
            slotProps={{ htmlInput: { maxLength: RecordLimits.qualifier } }}
          />
        )}
        <FormSwitch control={control} name="isMultiRecord" label={field('isMultiRecord')} disabled={disabled} />
      </FormBox>
      <EntryFormActions back={pathTo('recordsets')} form="recordset-form" creating={creating} readOnly={readOnly} disabled={disabled} />
    </>
  );
}
