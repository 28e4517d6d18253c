import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Limits, withHttp } from '@portal/domain';
import { FormTextField } from '../../../components/ui/form-text-field';

export interface FormWebAddressFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A web address; `http://` is put in front when the field is left without a scheme (spec §2), as the server would store it. */
export function FormWebAddressField<T extends FieldValues>(field: FormWebAddressFieldProps<T>) {
  return <FormTextField {...field} type="url" complete={(text) => withHttp(text.trim()) ?? ''} slotProps={{ htmlInput: { maxLength: Limits.long + 7 } }} />;
}
