import Box from '@mui/material/Box';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Limits } from '@portal/domain';
import { FormTextField } from '../../../components/ui/form-text-field';
import { joinedStart, type BaseFormControl, type BaseFormValues } from './form-base-values';
import { FormCoordinateField } from './form-coordinate-field';
import { FormDateClashes } from './form-date-clashes';
import { FormRegionFields } from './form-region-fields';
import { FormSection, FullWidth } from './form-section';
import { LocationMap } from './location-map';

export interface FormLocationSectionProps {
  control: BaseFormControl;
  setValue: UseFormSetValue<BaseFormValues>;
  disabled: boolean;
  /** The application being edited (left out of the date clashes). */
  applicationId: number | null;
}

/** Where the event takes place (spec §3 "Event location"), with the map and the date clash warning. */
export function FormLocationSection({ control, setValue, disabled, applicationId }: FormLocationSectionProps) {
  const { t } = useTranslation();
  const [startDate, startTime, region, town, latitude, longitude, place] = useWatch({
    control,
    name: ['startDate', 'startTime', 'eventLocation_Region_Id', 'eventLocation_Town', 'eventLocation_Latitude', 'eventLocation_Longitude', 'eventLocation_Startplace'],
  });
  const max = (length: number) => ({ htmlInput: { maxLength: length } });
  const pick = (lat: number, lng: number) => {
    setValue('eventLocation_Latitude', lat, { shouldDirty: true, shouldValidate: true });
    setValue('eventLocation_Longitude', lng, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <FormSection title={t('approvalForm.sections.location')}>
      <FullWidth>
        <FormTextField control={control} name="eventLocation_Startplace" label={t('approvalForm.startPlace')} required disabled={disabled} slotProps={max(Limits.long)} />
      </FullWidth>
      <FormTextField control={control} name="eventLocation_Street" label={t('approvalForm.street')} required disabled={disabled} slotProps={max(Limits.long)} />
      <FormTextField control={control} name="eventLocation_Zip" label={t('approvalForm.zip')} required disabled={disabled} slotProps={max(Limits.zip)} />
      <FormTextField control={control} name="eventLocation_Town" label={t('approvalForm.town')} required disabled={disabled} slotProps={max(Limits.long)} />
      <FormRegionFields control={control} setValue={setValue} disabled={disabled} />
      {/* The coordinates start a row of their own, however many association fields precede them. */}
      <Box sx={{ gridColumnStart: { sm: 1 } }}>
        <FormCoordinateField control={control} name="eventLocation_Latitude" label={t('approvalForm.latitude')} disabled={disabled} />
      </Box>
      <FormCoordinateField control={control} name="eventLocation_Longitude" label={t('approvalForm.longitude')} disabled={disabled} />
      <FullWidth>
        <LocationMap latitude={latitude} longitude={longitude} place={place} onPick={disabled ? undefined : pick} />
        {!disabled && (
          <FormDateClashes
            startDate={joinedStart({ startDate, startTime })}
            regionId={typeof region === 'number' ? region : null}
            town={town}
            latitude={latitude}
            longitude={longitude}
            excludeId={applicationId}
          />
        )}
      </FullWidth>
    </FormSection>
  );
}
