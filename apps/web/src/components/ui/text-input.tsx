import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface TextInputProps
  extends Pick<FormControlProps, 'className' | 'sx' | 'disabled' | 'error' | 'fullWidth' | 'required' | 'margin' | 'size' | 'color' | 'focused'>,
    Pick<
      OutlinedInputProps,
      'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'onKeyDown' | 'inputRef' | 'type' | 'placeholder' | 'autoComplete' | 'autoFocus' | 'multiline' | 'rows' | 'minRows' | 'maxRows'
    > {
  label?: ReactNode;
  helperText?: ReactNode;
  slotProps?: {
    htmlInput?: InputBaseComponentProps;
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined text field without its `select` mode: the same label, notch, helper text and ids
 * (`<id>-label`, `<id>-helper-text`), but not the select, menu and popover code MUI's TextField
 * imports for that mode, which the sign-in form would otherwise load before it can be used.
 */
export function TextInput(props: TextInputProps) {
  // The theme's defaults of MUI's text field apply as to it (margin, the focus colour).
  const defaults = useTheme().components?.MuiTextField?.defaultProps;
  const { id, label, helperText, slotProps = {}, className, sx, disabled, error, fullWidth, required, margin = defaults?.margin, size, color = defaults?.color, focused, ...input } = props;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const labelId = label && id ? `${id}-label` : undefined;
  return (
    <FormControl className={className} sx={sx} disabled={disabled} error={error} fullWidth={fullWidth} required={required} margin={margin} size={size} color={color} focused={focused} variant="outlined">
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        label={label}
        notched={slotProps.inputLabel?.shrink}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
        {...input}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
