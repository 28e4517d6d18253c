import { useTranslation } from '../../../lib/use-translation';
import { contactTitles, Limits } from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import type { TextKey } from '../../../lib/i18n';
import type { BaseFormControl, BaseFormValues } from './form-base-values';
import { FormSection, FullWidth } from './form-section';
import { FormWebAddressField } from './form-web-address-field';

/** The organiser's contact person (spec §3 "Contact"). */
export function FormContactSection({ control, disabled }: { control: BaseFormControl; disabled: boolean }) {
  const { t } = useTranslation();
  const max = (length: number) => ({ htmlInput: { maxLength: length } });
  const text = (name: keyof BaseFormValues & `contact_${string}`, label: TextKey, length: number, required = false, type?: string) => (
    <FormTextField control={control} name={name} label={t(label)} required={required} disabled={disabled} type={type} slotProps={max(length)} />
  );
  return (
    <FormSection title={t('approvalForm.sections.contact')}>
      <FormSelect
        control={control}
        name="contact_PersonTitel"
        label={t('approvalForm.contactTitle')}
        disabled={disabled}
        options={contactTitles.map((v) => ({ value: v, text: t(`contactTitle.${v}`) }))}
      />
      <span />
      {text('contact_Firstname', 'approvalForm.firstName', Limits.long, true)}
      {text('contact_Lastname', 'approvalForm.lastName', Limits.long, true)}
      {text('contact_Street', 'approvalForm.street', Limits.long, true)}
      {text('contact_StreetAddition', 'approvalForm.streetAddition', Limits.long)}
      {text('contact_Zip', 'approvalForm.zip', Limits.zip, true)}
      {text('contact_Town', 'approvalForm.town', Limits.long, true)}
      {text('contact_Phone', 'approvalForm.phone', Limits.phone, false, 'tel')}
      {text('contact_Mobile', 'approvalForm.mobile', Limits.phone, false, 'tel')}
      {text('contact_Fax', 'approvalForm.fax', Limits.phone, false, 'tel')}
      {text('contact_Email', 'approvalForm.email', Limits.long, true, 'email')}
      <FullWidth>
        <FormWebAddressField control={control} name="contact_Website" label={t('approvalForm.website')} disabled={disabled} />
      </FullWidth>
      <FullWidth>
        <FormTextField
          control={control}
          name="contact_ExtraInfos"
          label={t('approvalForm.extraInfos')}
          multiline
          minRows={2}
          disabled={disabled}
          slotProps={max(Limits.comment)}
        />
      </FullWidth>
    </FormSection>
  );
}
