import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** Success alerts close by themselves after 5 seconds (spec §9). */
export const SUCCESS_ALERT_MS = 5000;

/** A green alert for a finished action; closes after 5 s or by its close button. */
export function SuccessAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, SUCCESS_ALERT_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    <Collapse in={Boolean(message)} unmountOnExit>
      <Alert severity="success" role="status" onClose={onClose} closeText={t('common.close')} sx={{ mb: 2 }}>
        {message}
      </Alert>
    </Collapse>
  );
}
