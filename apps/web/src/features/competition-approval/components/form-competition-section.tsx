import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { competitionTypes, Limits } from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import type { BaseFormControl, BaseFormValues } from './form-base-values';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormCountryField } from '../../../components/ui/form-country-field';
import { FormDateField } from '../../../components/ui/form-date-field';
import { FormOwnerField, type OwnerOption } from './form-owner-field';
import { FormSection, FullWidth } from './form-section';
import { FormTimeField } from './form-time-field';
import { FormWebAddressField } from './form-web-address-field';

export interface FormCompetitionSectionProps {
  control: BaseFormControl;
  setValue: UseFormSetValue<BaseFormValues>;
  owner: OwnerOption | null;
  onOwnerChange: (owner: OwnerOption | null) => void;
  ownerLocked: boolean;
  disabled: boolean;
}

/** The application's own fields (spec §3 "Competition approval"): type, name, dates, country, organiser, flags, links. */
export function FormCompetitionSection({ control, setValue, owner, onOwnerChange, ownerLocked, disabled }: FormCompetitionSectionProps) {
  const { t } = useTranslation();
  const nonProfit = useWatch({ control, name: 'nonProfit' });
  const long = { htmlInput: { maxLength: Limits.long } };
  return (
    <FormSection title={t('approvalForm.sections.competition')}>
      <FormSelect
        control={control}
        name="competitionType"
        label={t('approvalForm.competitionType')}
        required
        disabled={disabled}
        options={competitionTypes.map((v) => ({ value: v, text: t(`competitionType.${v}`) }))}
      />
      <FormTextField control={control} name="name" label={t('approvalForm.name')} required disabled={disabled} slotProps={long} />
      <FormDateField
        control={control}
        name="startDate"
        label={t('approvalForm.startDate')}
        required
        disabled={disabled}
        onChanged={(day) => {
          // A new start resets the end (to the start day, its default) and the closing date (spec §2).
          setValue('endDate', day, { shouldDirty: true, shouldValidate: true });
          setValue('entryEndDate', null, { shouldDirty: true });
        }}
      />
      <FormTimeField control={control} name="startTime" label={t('approvalForm.startTime')} required disabled={disabled} />
      <FormDateField control={control} name="endDate" label={t('approvalForm.endDate')} disabled={disabled} helperText={t('approvalForm.endDateHint')} />
      <FormDateField control={control} name="entryEndDate" label={t('approvalForm.entryEndDate')} disabled={disabled} />
      <FormCountryField control={control} name="nation" label={t('approvalForm.nation')} required disabled={disabled} />
      <FormOwnerField control={control} owner={owner} onOwnerChange={onOwnerChange} locked={ownerLocked} disabled={disabled} />
      <FullWidth>
        <FormCheckbox control={control} name="nonProfit" label={t('approvalForm.nonProfit')} disabled={disabled} />
        {nonProfit && (
          <FormTextField control={control} name="nonProfitReason" label={t('approvalForm.nonProfitReason')} required disabled={disabled} slotProps={long} />
        )}
        <FormCheckbox control={control} name="fees" label={t('approvalForm.fees')} disabled={disabled} />
        <FormCheckbox control={control} name="firstTimeEvent" label={t('approvalForm.firstTimeEvent')} disabled={disabled} />
      </FullWidth>
      <FullWidth>
        <FormWebAddressField control={control} name="linkEntrySystem" label={t('approvalForm.linkEntrySystem')} disabled={disabled} />
      </FullWidth>
      <FullWidth>
        <FormTextField
          control={control}
          name="additionalComment"
          label={t('approvalForm.additionalComment')}
          multiline
          minRows={3}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: Limits.comment } }}
        />
      </FullWidth>
    </FormSection>
  );
}
