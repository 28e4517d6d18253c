import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { ApiError } from '../../../lib/api-client';
import { pathTo } from '../../../lib/routing';
import { useConfirmSignUp } from '../api/public-event-queries';
import '../../../lib/form-texts';

/**
 * /events/confirm/:token, the confirmation link of the sign-up mail, open to everyone. Opening the
 * link is the confirmation (double opt-in), so the page confirms at once without asking; a used,
 * lapsed or unknown link says so. Only the page's script confirms: a mail scanner that merely
 * fetches the address confirms nothing.
 */
export function ConfirmSignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useParams();
  const confirm = useConfirmSignUp();
  // A token works once: the second run of the effect in development must not use it up again.
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);
  const invalid = !token || (confirm.error instanceof ApiError && [404, 422].includes(confirm.error.status));
  const done = confirm.data;
  return (
    <PageFrame title={t('eventRegistration.confirm.title')}>
      {done ? (
        <>
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('eventRegistration.confirm.done', { event: done.name, date: formatDay(done.eventDate) })}
          </Alert>
          <Button onClick={() => void navigate(pathTo('publicevent', { guid: done.guid }))}>{t('eventRegistration.confirm.toEvent')}</Button>
        </>
      ) : invalid ? (
        <Alert severity="info">{t('validation.errorConfirmLinkInvalid')}</Alert>
      ) : confirm.isError ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {confirm.error.message}
          </Alert>
          <Button variant="contained" onClick={() => token && mutate(token)}>
            {t('eventRegistration.confirm.retry')}
          </Button>
        </>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography role="status">{t('eventRegistration.confirm.pending')}</Typography>
        </Box>
      )}
    </PageFrame>
  );
}
