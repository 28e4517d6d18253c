import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { autoFormatHoursMinutes, completeHoursMinutes } from './form-input-format';

export interface FormTimeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** 2 for a clock time (start time), 3 for a duration (a time run's hours). */
  maxHourDigits?: number;
  /** Smaller field for table rows. */
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
}

/** An `hh:mm` field typed with digits only and formatted while typing (`930` → `09:30`, spec §5). */
export function FormTimeField<T extends FieldValues>({ maxHourDigits = 2, margin = 'normal', ...field }: FormTimeFieldProps<T>) {
  return (
    <FormTextField
      {...field}
      margin={margin}
      placeholder="hh:mm"
      format={(typed, previous) => autoFormatHoursMinutes(typed, previous, maxHourDigits)}
      complete={completeHoursMinutes}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: maxHourDigits + 4 } }}
    />
  );
}
