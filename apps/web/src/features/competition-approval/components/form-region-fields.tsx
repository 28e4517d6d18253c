import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { OrganizationOption } from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { organizationsBelowQueryOptions, regionsQueryOptions } from '../api/form-queries';
import type { BaseFormControl, BaseFormValues } from './form-base-values';

type OrganizationField = 'eventLocation_Region_Id' | 'eventLocation_Area_Id' | 'eventLocation_District_Id';

interface OrganizationSelectProps {
  control: BaseFormControl;
  name: OrganizationField;
  label: string;
  options: readonly OrganizationOption[];
  required?: boolean;
  disabled?: boolean;
  /** Clears the fields that depend on this one. */
  onChanged: () => void;
}

/** One organisation of the event's place; an area or district left empty is null, the required state association ''. */
function OrganizationSelect({ name, required, ...rest }: OrganizationSelectProps) {
  const { t } = useTranslation();
  return <FormSelect {...rest} name={name} required={required} emptyText={required ? undefined : t('approvalForm.noSelection')} emptyValue={name === 'eventLocation_Region_Id' ? '' : null} />;
}

export interface FormRegionFieldsProps {
  control: BaseFormControl;
  setValue: UseFormSetValue<BaseFormValues>;
  disabled?: boolean;
}

/**
 * State association (required), and the area and district associations below it: those two
 * appear only when the chosen state association has any (spec §2). Districts are offered below
 * the chosen area, or below the state association while no area is chosen.
 */
export function FormRegionFields({ control, setValue, disabled }: FormRegionFieldsProps) {
  const { t } = useTranslation();
  const region = useWatch({ control, name: 'eventLocation_Region_Id' });
  const area = useWatch({ control, name: 'eventLocation_Area_Id' });
  const regionId = typeof region === 'number' ? region : null;
  const regions = useQuery(regionsQueryOptions());
  const areas = useQuery(organizationsBelowQueryOptions('Area', regionId));
  const districts = useQuery(organizationsBelowQueryOptions('District', area ?? regionId));
  const clear = (...names: ('eventLocation_Area_Id' | 'eventLocation_District_Id')[]) => {
    for (const name of names) setValue(name, null, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <OrganizationSelect
        control={control}
        name="eventLocation_Region_Id"
        label={t('approvalForm.region')}
        options={regions.data ?? []}
        required
        disabled={disabled}
        onChanged={() => clear('eventLocation_Area_Id', 'eventLocation_District_Id')}
      />
      {(areas.data?.length ?? 0) > 0 && (
        <OrganizationSelect
          control={control}
          name="eventLocation_Area_Id"
          label={t('approvalForm.area')}
          options={areas.data ?? []}
          disabled={disabled}
          onChanged={() => clear('eventLocation_District_Id')}
        />
      )}
      {(districts.data?.length ?? 0) > 0 && (
        <OrganizationSelect
          control={control}
          name="eventLocation_District_Id"
          label={t('approvalForm.district')}
          options={districts.data ?? []}
          disabled={disabled}
          onChanged={() => undefined}
        />
      )}
    </>
  );
}
