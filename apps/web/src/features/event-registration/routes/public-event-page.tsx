import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { SIGN_UP_CONFIRMATION_HOURS } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { pathTo } from '../../../lib/routing';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { linkOf } from '../../../lib/links';
import { isLoading } from '../../../lib/query-state';
import { publicEventQueryOptions } from '../api/public-event-queries';
import { EventDetails } from '../components/event-details';
import { SignUpForm } from '../components/sign-up-form';

/**
 * /events/:guid, open to everyone (PRODUCT §2): an event's facts and places, and the sign-up form
 * while its `sign_up` link is offered; full and past events say so. After signing up the page asks
 * the visitor to confirm with the link of the mail within 48 hours (the mail also holds the
 * cancellation link).
 */
export function PublicEventPage() {
  const { t } = useTranslation();
  const { guid } = useParams();
  const event = useQuery(publicEventQueryOptions(guid ?? null));
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const help = <Typography variant="body2">{t('eventRegistration.public.help', { hours: SIGN_UP_CONFIRMATION_HOURS })}</Typography>;

  const title = t('eventRegistration.public.title');
  if (isLoading(event)) return <LoadingPage title={title} help={help} />;
  if (!event.data) return <NotFoundPage title={title} help={help} message={t('eventRegistration.public.notFound')} back={pathTo('publicevents')} />;
  const e = event.data;
  const signUp = linkOf(e, 'sign_up');
  return (
    <PageFrame title={e.name} help={help}>
      <EventDetails event={e} />
      {signedUp && (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          action={
            signUp && (
              <Button color="inherit" size="small" onClick={() => setSignedUp(null)}>
                {t('eventRegistration.public.another')}
              </Button>
            )
          }
        >
          {t('eventRegistration.public.success', { email: signedUp, hours: SIGN_UP_CONFIRMATION_HOURS })}
        </Alert>
      )}
      {!e.open && <Alert severity="info">{t('eventRegistration.public.closed')}</Alert>}
      {e.open && e.full && !signedUp && <Alert severity="warning">{t('eventRegistration.public.full')}</Alert>}
      {signUp && !signedUp && <SignUpForm link={signUp} onSignedUp={setSignedUp} />}
    </PageFrame>
  );
}
