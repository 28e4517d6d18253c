import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { DialogButtons } from './dialog-buttons';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** Optional warning shown above `items` (e.g. "these users lose their last role"). */
  itemsHeading?: string;
  /** Optional list under the message, e.g. the e-mail addresses concerned. */
  items?: string[];
  confirmLabel?: string;
  /** While the action runs, both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Colours the confirm button as dangerous (removals). */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an irreversible action. Focus starts on Cancel so that Enter never confirms by
 * accident; MUI traps focus inside and returns it to the opening button on close.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  itemsHeading,
  items,
  confirmLabel,
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const hasItems = Boolean(items && items.length > 0);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {hasItems && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {itemsHeading}
            <List dense disablePadding aria-label={itemsHeading}>
              {items!.map((item) => (
                <ListItem key={item} disableGutters sx={{ py: 0, overflowWrap: 'anywhere' }}>
                  {item}
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </DialogContent>
      <DialogButtons label={confirmLabel ?? t('common.confirm')} color={destructive ? 'error' : 'primary'} onConfirm={onConfirm} onCancel={onCancel} busy={busy} focusCancel />
    </Dialog>
  );
}
