import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** A modal “please wait” while a long request runs (spec §2: spinner text, indeterminate bar, width 300). */
export function LoadingDialog({ open, text }: { open: boolean; text?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Dialog open={open} aria-labelledby={labelId} slotProps={{ paper: { sx: { width: 300 } } }}>
      <DialogContent>
        <Typography id={labelId} sx={{ mb: 2 }}>
          {text ?? t('app.loading')}
        </Typography>
        <LinearProgress aria-labelledby={labelId} />
      </DialogContent>
    </Dialog>
  );
}
