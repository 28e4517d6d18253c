import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { TFunction } from 'i18next';
import { countryDisplayName, formatDay, normalizeCulture, type PublicEvent } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { FederationToolbar } from '../../../components/ui/federation-toolbar';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { PageLoading } from '../../../components/ui/page-loading';
import { PrintStyles } from '../../../components/ui/print-styles';
import { linkOf } from '../../../lib/links';
import { federationsQueryOptions } from '../../../lib/lookups';
import { isLoading } from '../../../lib/query-state';
import { pathTo } from '../../../lib/routing';
import { useSession } from '../../../session/session';
import { publicEventListQueryOptions } from '../api/public-event-queries';

/** The places left, "unlimited" without a limit, "fully booked" when none is left. */
function placesLeftText(t: TFunction, e: PublicEvent): string {
  if (e.placesLeft === null) return t('eventRegistration.publicList.unlimited');
  if (e.full) return t('eventRegistration.publicList.full');
  return String(e.placesLeft);
}

/**
 * /events, open to everyone (PRODUCT §2), signed in or not: a federation's upcoming events with a
 * public sign-up, soonest first, each with its places and a link to its sign-up page. Every
 * federation can be chosen; the choice is in the URL (`?federation=`) like on the public records
 * page, so a link shows the same list. Without a (known) federation in the URL the page shows the
 * signed-in user's federation, else the federation of the soonest event anywhere, else the first.
 * The page prints without the app's frame, and rows become cards on phones.
 */
export function PublicEventsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const federations = useQuery(federationsQueryOptions(i18n.language));
  const list = federations.data;
  const wanted = Number(search.get('federation'));
  const ownId = user?.masterOrganization.value;
  const named = list?.find((f) => f.value === wanted) ?? list?.find((f) => f.value === ownId);
  // Only an anonymous visitor without a federation in the URL needs the soonest event of all federations.
  const needSoonest = list !== undefined && list.length > 0 && !named;
  const soonest = useQuery({ ...publicEventListQueryOptions(), enabled: needSoonest });
  const soonestId = soonest.data?.[0]?.masterOrganizationId;
  const decided = named ?? (needSoonest && soonest.isFetched ? (list.find((f) => f.value === soonestId) ?? list[0]) : undefined);
  const chosen = decided && { id: decided.value, name: decided.text };
  const events = useQuery({ ...publicEventListQueryOptions(chosen?.id), enabled: chosen !== undefined });
  const choices = (list ?? []).map((f) => ({ id: f.value, name: f.text }));
  const { t: text } = useTranslation('event-registration', { keyPrefix: 'eventRegistration.publicList' });

  const columns: DataTableColumn<PublicEvent>[] = [
    { id: 'name', label: text('name'), minWidth: 180, render: (e) => <strong>{e.name}</strong> },
    { id: 'date', label: text('date'), render: (e) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(e.eventDate)}</span> },
    { id: 'town', label: text('town'), render: (e) => e.city },
    { id: 'country', label: text('country'), render: (e) => countryDisplayName(e.country, normalizeCulture(i18n.language)) },
    { id: 'places', label: text('places'), render: (e) => <span style={{ whiteSpace: 'nowrap' }}>{placesLeftText(t, e)}</span> },
    {
      id: 'signUp',
      label: text('signUpColumn'),
      render: (e) => {
        const open = linkOf(e, 'sign_up') !== undefined;
        return (
          <Link component={RouterLink} to={pathTo('publicevent', { guid: e.guid })} aria-label={t(open ? 'eventRegistration.publicList.signUpOf' : 'eventRegistration.publicList.detailsOf', { name: e.name })}>
            {text(open ? 'signUp' : 'details')}
          </Link>
        );
      },
    },
  ];

  return (
    <PageFrame title={text('title')} help={text('help')}>
      <PrintStyles />
      {(isLoading(federations) || (needSoonest && !chosen) || isLoading(events)) && <PageLoading />}
      {list?.length === 0 && <Alert severity="info">{text('none')}</Alert>}
      {chosen && (
        <>
          <FederationToolbar
            id="public-events-federation"
            label={text('federation')}
            printLabel={text('print')}
            choices={choices}
            chosen={chosen}
            onChoose={(id) => setSearch({ federation: String(id) }, { replace: true })}
          />
          {events.data?.length === 0 && <Alert severity="info">{t('eventRegistration.publicList.noneForFederation', { name: chosen.name })}</Alert>}
          {Boolean(events.data?.length) && (
            <DataTable
              label={text('tableLabel')}
              rows={events.data ?? []}
              columns={columns}
              rowId={(e) => e.guid}
              rowLabel={(e) => e.name}
              loading={events.isFetching}
              emptyText={text('none')}
            />
          )}
        </>
      )}
    </PageFrame>
  );
}
