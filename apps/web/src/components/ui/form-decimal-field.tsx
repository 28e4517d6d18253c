import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { TypedDecimalLength } from '@portal/domain';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type DecimalFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'slotProps'>;

/** A decimal typed with a comma or a point: the phone's number keyboard, the unit beside the number. */
function FormDecimalField<T extends FieldValues>({ unit, maxLength, ...props }: DecimalFieldProps<T> & { unit: string | null; maxLength: number }) {
  return (
    <FormTextField
      {...props}
      slotProps={{
        htmlInput: { maxLength, inputMode: 'decimal' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

/** A wind reading in m/s (`+1,8`), as every form with a mark takes it. */
export function FormWindField<T extends FieldValues>(props: DecimalFieldProps<T>) {
  return <FormDecimalField {...props} unit="m/s" maxLength={TypedDecimalLength.wind} />;
}

/** The implement weight or hurdle height of an event that names one, in the event's unit (`kg`, `cm`). */
export function FormHeightWeightField<T extends FieldValues>(props: DecimalFieldProps<T> & { unit: string | null }) {
  return <FormDecimalField {...props} maxLength={TypedDecimalLength.heightWeight} />;
}
