import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from '../../lib/use-translation';

export interface DialogButtonsProps {
  /** What the main button says. */
  label: string;
  /** The id of the dialog's form the main button sends; else `onConfirm` is what it does. */
  form?: string;
  onConfirm?: () => void;
  onCancel: () => void;
  /** The cancel button's text, where the dialog names it otherwise than "Cancel". */
  cancelLabel?: string;
  /** While the action runs both buttons are disabled. */
  busy: boolean;
  /** The main button is disabled besides while busy (nothing chosen yet). */
  disabled?: boolean;
  /** The main button's colour where it removes or warns. */
  color?: ButtonProps['color'];
  /** Cancel has the focus when the dialog opens, so that Enter never confirms by accident. */
  focusCancel?: boolean;
}

/** The buttons at the foot of a dialog: Cancel, and the one that sends its form or does what it asks. */
export function DialogButtons({ label, form, onConfirm, onCancel, cancelLabel, busy, disabled = false, color = 'primary', focusCancel = false }: DialogButtonsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type={form ? 'submit' : 'button'} form={form} onClick={form ? undefined : onConfirm} variant="contained" color={color} disabled={busy || disabled}>
        {label}
      </Button>
    </DialogActions>
  );
}
