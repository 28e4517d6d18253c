import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { OrganizationOption } from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { associationsQueryOptions, regionsQueryOptions } from '../api/competition-queries';
import type { CompetitionFormControl, CompetitionFormValues } from './form-values';

type AssociationField = 'stateCode' | 'area' | 'district';

interface AssociationSelectProps {
  control: CompetitionFormControl;
  name: AssociationField;
  options: readonly OrganizationOption[];
  disabled?: boolean;
  /** Clears the fields that depend on this one. */
  onChanged: () => void;
}

function AssociationSelect({ name, ...rest }: AssociationSelectProps) {
  const { t } = useTranslation();
  return <FormSelect {...rest} name={name} label={t(`statistics.competitions.fields.${name}`)} margin="normal" emptyText={t('statistics.competitions.form.noSelection')} />;
}

export interface FormAssociationFieldsProps {
  control: CompetitionFormControl;
  setValue: UseFormSetValue<CompetitionFormValues>;
  disabled?: boolean;
}

/**
 * State association, and the area and district associations below it: those two appear only when
 * the chosen state association has any. Districts are offered below the chosen area, or below the
 * state association while no area is chosen.
 */
export function FormAssociationFields({ control, setValue, disabled }: FormAssociationFieldsProps) {
  const [region, area] = useWatch({ control, name: ['stateCode', 'area'] });
  // A choice holds an association's id, or '' while none is made.
  const regionId = typeof region === 'number' ? region : null;
  const areaId = typeof area === 'number' ? area : null;
  const regions = useQuery(regionsQueryOptions());
  const belowRegion = useQuery(associationsQueryOptions(regionId));
  const belowArea = useQuery(associationsQueryOptions(areaId));
  const areas = (belowRegion.data ?? []).filter((o) => o.type === 'Area');
  const districts = ((areaId === null ? belowRegion.data : belowArea.data) ?? []).filter((o) => o.type === 'District');
  const clear = (...names: ('area' | 'district')[]) => {
    for (const name of names) setValue(name, '', { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <AssociationSelect control={control} name="stateCode" options={regions.data ?? []} disabled={disabled} onChanged={() => clear('area', 'district')} />
      {regionId !== null && areas.length > 0 && (
        <AssociationSelect control={control} name="area" options={areas} disabled={disabled} onChanged={() => clear('district')} />
      )}
      {regionId !== null && districts.length > 0 && (
        <AssociationSelect control={control} name="district" options={districts} disabled={disabled} onChanged={() => undefined} />
      )}
    </>
  );
}
