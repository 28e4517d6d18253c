import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { useFieldSettings } from './form-box';

export interface FormFileFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The field holding the chosen `File`, or null. */
  name: FieldPath<T>;
  /** The button's text and the file input's accessible name. */
  label: string;
  /** The file types the browser's chooser offers (`.csv,.xlsx`). */
  accept: string;
  /** What the line under the button says of the chosen file, or of none (nothing chosen, the stored one). */
  chosen: (file: File | null) => string;
  /** Which files are taken, shown until the field has an error. */
  hint: string;
  /** Values of the error message's placeholders (`{{max}}`). */
  errorParams?: Record<string, unknown>;
}

/**
 * A file chosen by a button (the browser's file input, hidden behind it), the chosen file named
 * under it, and below that which files are taken or what is wrong with the one chosen.
 */
export function FormFileField<T extends FieldValues>({ control, name, label, accept, chosen, hint, errorParams }: FormFileFieldProps<T>) {
  const settings = useFieldSettings();
  return (
    <FormField
      control={control}
      name={name}
      errorParams={errorParams}
      render={({ field, message }) => (
        <Box sx={{ mt: 2 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={settings.disabled}>
            {label}
            <input
              hidden
              type="file"
              name={field.name}
              accept={accept}
              aria-label={label}
              onChange={(event) => {
                field.onChange(event.target.files?.[0] ?? null);
                field.onBlur();
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {chosen((field.value as File | null) ?? null)}
          </Typography>
          <FormHelperText error={Boolean(message)} sx={{ whiteSpace: 'pre-line' }}>
            {message ?? hint}
          </FormHelperText>
        </Box>
      )}
    />
  );
}
