import Box, { type BoxProps } from '@mui/material/Box';
import { createContext, useContext, type FormEvent } from 'react';

interface FieldSettings {
  /** Every field of the form is disabled: read only, saving, or leaving after a save. */
  disabled: boolean;
  /** The text fields' and selects' vertical spacing, unless a field names its own. */
  margin?: 'none' | 'dense' | 'normal';
}

const FieldSettingsContext = createContext<FieldSettings>({ disabled: false });

/** What the form around a field sets for all its fields (`FormBox`); a field's own `disabled` adds to it. */
export const useFieldSettings = () => useContext(FieldSettingsContext);

export type FormBoxProps = Omit<BoxProps<'form'>, 'component' | 'onSubmit' | 'noValidate'> &
  Partial<FieldSettings> & {
    /**
     * Sends the form (Enter in a field, or a submit button naming the form's `id`); never while read
     * only. Without it Enter sends nothing: a wizard's step is saved by its own buttons.
     */
    onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
    /** Nothing can be sent: the fields show what is stored. */
    readOnly?: boolean;
    /** The fields in two columns from tablet width on, each row's fields aligned at the top. */
    twoColumns?: boolean;
  };

const twoColumnGrid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' } as const;

/**
 * A form of the portal: the browser's own checks are off (the contract's schema checks, with the
 * reader's language's messages), the page never reloads on sending, a form inside another (a
 * dialog's) sends only itself, and the fields inside take the form's `disabled` and `margin`.
 */
export function FormBox({ onSubmit, readOnly = false, disabled = false, margin, twoColumns = false, sx, children, ...rest }: FormBoxProps) {
  return (
    <FieldSettingsContext.Provider value={{ disabled, margin }}>
      <Box
        component="form"
        noValidate
        {...rest}
        sx={twoColumns ? [twoColumnGrid, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])] : sx}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          // A dialog's form sits inside the page's form in React's tree (the dialog is portalled):
          // its submit event must not send the page's form too.
          event.stopPropagation();
          if (!readOnly) void onSubmit?.(event);
        }}
      >
        {children}
      </Box>
    </FieldSettingsContext.Provider>
  );
}
