import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { ApiError } from '../../../lib/api-client';
import { pathTo } from '../../../lib/routing';
import { cancelLinkEventQueryOptions, useCancelSignUp } from '../api/public-event-queries';
import '../../../lib/form-texts';

/**
 * /events/cancel/:token, the link of the confirmation mail, open to everyone: the page first asks
 * which event the link belongs to, so a used or unknown link says so before any question; then one
 * button cancels the sign-up and gives the place back.
 */
export function CancelSignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useParams();
  const cancel = useCancelSignUp();
  const event = useQuery(cancelLinkEventQueryOptions(token));
  const isInvalid = (error: unknown) => error instanceof ApiError && [404, 422].includes(error.status);
  const invalid = !token || isInvalid(event.error) || isInvalid(cancel.error);
  const done = cancel.data;
  return (
    <PageFrame title={t('eventRegistration.cancel.title')}>
      {done ? (
        <>
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('eventRegistration.cancel.done', { event: done.name, date: formatDay(done.eventDate) })}
          </Alert>
          <Button onClick={() => void navigate(pathTo('publicevent', { guid: done.guid }))}>{t('eventRegistration.cancel.toEvent')}</Button>
        </>
      ) : invalid ? (
        <Alert severity="info">{t('validation.errorCancelLinkInvalid')}</Alert>
      ) : event.isPending ? (
        <LinearProgress aria-label={t('app.loading')} />
      ) : (
        <>
          {event.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {event.error.message}
            </Alert>
          )}
          {event.data && (
            <Typography variant="h6" component="p" sx={{ mb: 1 }}>
              {`${event.data.name}, ${formatDay(event.data.eventDate)}, ${event.data.city}`}
            </Typography>
          )}
          {cancel.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {cancel.error.message}
            </Alert>
          )}
          <Typography sx={{ mb: 2 }}>{t('eventRegistration.cancel.question')}</Typography>
          <Box>
            <Button variant="contained" color="error" disabled={!token || cancel.isPending} onClick={() => token && cancel.mutate(token)}>
              {t('eventRegistration.cancel.confirm')}
            </Button>
          </Box>
        </>
      )}
    </PageFrame>
  );
}
