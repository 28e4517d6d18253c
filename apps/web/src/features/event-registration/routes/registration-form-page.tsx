import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { isLoading } from '../../../lib/query-state';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { useSession } from '../../../session/session';
import { registrationCatalogueQueryOptions, registrationQueryOptions } from '../api/registration-queries';
import { newRegistrationValues, registrationValuesOf } from '../components/form-values';
import { RegistrationForm } from '../components/registration-form';

/**
 * /neweventregistration and /updateeventregistration/:eGuid: one form for a new and a changed event
 * (spec §2.5). Saving is offered exactly when the server offers `new_event_reg`, or the event's
 * `update_event_reg` link.
 */
export function RegistrationFormPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { eGuid } = useParams();
  const guid = eGuid ?? null;
  const creating = guid === null;
  const item = useQuery(registrationQueryOptions(guid));
  const catalogue = useQuery(registrationCatalogueQueryOptions());
  const title = t(creating ? 'eventRegistration.form.titleNew' : 'eventRegistration.form.titleEdit');
  const help = <Typography variant="body2">{t('eventRegistration.form.help')}</Typography>;

  if (creating ? catalogue.isPending : isLoading(item)) {
    return <LoadingPage title={title} help={help} />;
  }
  if (!creating && !item.data) {
    return <NotFoundPage title={title} help={help} back={pathTo('eventregistration')} message={t('eventRegistration.form.notFound')} />;
  }
  const registration = item.data ?? null;
  const updateLink = registration ? (linkOf(registration, 'update_event_reg') ?? null) : null;
  return (
    <PageFrame title={title} help={help}>
      <RegistrationForm
        key={registration?.guid ?? 'new'}
        defaultValues={registration ? registrationValuesOf(registration) : newRegistrationValues(session.user?.email ?? '')}
        creating={creating}
        updateLink={updateLink}
        readOnly={registration ? updateLink === null : !(catalogue.data ?? []).includes('new_event_reg')}
        publicPath={registration ? pathTo('publicevent', { guid: registration.guid }) : undefined}
      />
    </PageFrame>
  );
}
