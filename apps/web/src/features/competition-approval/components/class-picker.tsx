import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { newClassRow, type ClassDefinition, type ClassRow, type EventClassesValues } from './event-classes-values';

export interface ClassPickerProps {
  control: Control<EventClassesValues>;
  definitions: readonly ClassDefinition[];
  loading: boolean;
  disabled: boolean;
  /** The step's message for the classes as a whole (e.g. too many). */
  error?: string;
}

/**
 * The age classes of the application, picked from the federation's definitions. Classes kept keep
 * their local id (the matrix refers to it); a class added gets the next id.
 */
export function ClassPicker({ control, definitions, loading, disabled, error }: ClassPickerProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="classes"
      render={({ field }) => {
        const rows = field.value as ClassRow[];
        // A stored class whose definition is gone is still shown, so that it can be removed.
        const chosen: ClassDefinition[] = rows.map(
          (row) => definitions.find((d) => d.code === row.definitionClassId) ?? { code: row.definitionClassId, name: row.longname ?? row.definitionClassId, order: row.order },
        );
        return (
          <Autocomplete<ClassDefinition, true, false, false>
            multiple
            id="field-classes"
            options={definitions}
            value={chosen}
            loading={loading}
            disabled={disabled}
            disableCloseOnSelect
            filterSelectedOptions
            getOptionLabel={(d) => d.name}
            getOptionKey={(d) => d.code}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            onChange={(_, next) => {
              const kept = rows.filter((row) => next.some((d) => d.code === row.definitionClassId));
              const added = next.filter((d) => !rows.some((row) => row.definitionClassId === d.code));
              const result = [...kept];
              for (const definition of added) result.push(newClassRow(definition, result));
              field.onChange(result);
            }}
            onBlur={field.onBlur}
            loadingText={t('app.loading')}
            noOptionsText={t('common.noOptions')}
            openText={t('common.open')}
            closeText={t('common.close')}
            clearText={t('common.clear')}
            renderValue={(values, getItemProps) =>
              values.map((definition, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={definition.name} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={t('approvalEvents.classes')}
                error={Boolean(error)}
                helperText={error ?? t('approvalEvents.classesHint')}
              />
            )}
          />
        );
      }}
    />
  );
}
