import { useTranslation } from '../../../lib/use-translation';
import { Limits } from '@portal/domain';
import { FormTextField } from '../../../components/ui/form-text-field';
import type { BaseFormControl } from './form-base-values';
import { FormCoordinateField } from './form-coordinate-field';
import { FormSection } from './form-section';

/** Where participants arrive when it is not the start place (spec §3 "Alternative arrival"); all optional. */
export function FormArrivalSection({ control, disabled }: { control: BaseFormControl; disabled: boolean }) {
  const { t } = useTranslation();
  const max = (length: number) => ({ htmlInput: { maxLength: length } });
  return (
    <FormSection title={t('approvalForm.sections.arrival')}>
      <FormTextField control={control} name="offsite_Arrival_Street" label={t('approvalForm.street')} disabled={disabled} slotProps={max(Limits.long)} />
      <FormTextField control={control} name="offsite_Arrival_Zip" label={t('approvalForm.zip')} disabled={disabled} slotProps={max(Limits.zip)} />
      <FormTextField control={control} name="offsite_Arrival_Town" label={t('approvalForm.town')} disabled={disabled} slotProps={max(Limits.long)} />
      <span />
      <FormCoordinateField control={control} name="offsite_Arrival_Latitude" label={t('approvalForm.latitude')} disabled={disabled} />
      <FormCoordinateField control={control} name="offsite_Arrival_Longitude" label={t('approvalForm.longitude')} disabled={disabled} />
    </FormSection>
  );
}
