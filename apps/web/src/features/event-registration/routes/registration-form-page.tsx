import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormPage } from '../../../components/layout/entry-form-page';
import { useParams } from '../../../lib/router';
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
  const { t: texts } = useTranslation('event-registration', { keyPrefix: 'eventRegistration.form' });
  const session = useSession();
  const { eGuid } = useParams();
  const guid = eGuid ?? null;
  const item = useQuery(registrationQueryOptions(guid));
  const catalogue = useQuery(registrationCatalogueQueryOptions());
  return (
    <EntryFormPage creating={guid === null} entry={item} catalogue={catalogue} rels={{ create: 'new_event_reg', update: 'update_event_reg' }} texts={texts} back={pathTo('eventregistration')}>
      {({ entry, ...state }) => (
        <RegistrationForm
          key={entry?.guid ?? 'new'}
          defaultValues={entry ? registrationValuesOf(entry) : newRegistrationValues(session.user?.email ?? '')}
          publicPath={entry ? pathTo('publicevent', { guid: entry.guid }) : undefined}
          {...state}
        />
      )}
    </EntryFormPage>
  );
}
