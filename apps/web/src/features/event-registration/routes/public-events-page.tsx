import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countryDisplayName, formatDay, normalizeCulture, type PublicEvent } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { FederationToolbar } from '../../../components/ui/federation-toolbar';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { PrintStyles } from '../../../components/ui/print-styles';
import { linkOf } from '../../../lib/links';
import { isLoading } from '../../../lib/query-state';
import { pathTo } from '../../../lib/routing';
import { publicEventListQueryOptions } from '../api/public-event-queries';

interface Federation {
  id: number;
  name: string;
  events: PublicEvent[];
}

/** The events by federation, in order of each federation's soonest event (the server sends them soonest first). */
function byFederation(events: readonly PublicEvent[]): Federation[] {
  const federations = new Map<number, Federation>();
  for (const e of events) {
    let f = federations.get(e.masterOrganizationId);
    if (!f) federations.set(e.masterOrganizationId, (f = { id: e.masterOrganizationId, name: e.masterOrganizationName, events: [] }));
    f.events.push(e);
  }
  return [...federations.values()];
}

/** The places left, "unlimited" without a limit, "fully booked" when none is left. */
function placesLeftText(t: (key: string) => string, e: PublicEvent): string {
  if (e.placesLeft === null) return t('eventRegistration.publicList.unlimited');
  if (e.full) return t('eventRegistration.publicList.full');
  return String(e.placesLeft);
}

/**
 * /events, open to everyone (PRODUCT §2), signed in or not: a federation's upcoming events with a
 * public sign-up, soonest first, each with its places and a link to its sign-up page. The
 * federation is chosen in the URL (`?federation=`) like on the public records page, so a link
 * shows the same list; the page prints without the app's frame, and rows become cards on phones.
 */
export function PublicEventsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const events = useQuery(publicEventListQueryOptions());
  const federations = useMemo(() => byFederation(events.data ?? []), [events.data]);
  const wanted = Number(search.get('federation'));
  const federation = federations.find((f) => f.id === wanted) ?? federations[0];
  const text = (key: string) => t(`eventRegistration.publicList.${key}`);

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
    <PageFrame title={text('title')} help={<Typography variant="body2">{text('help')}</Typography>}>
      <PrintStyles />
      {isLoading(events) && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      )}
      {events.data?.length === 0 && <Alert severity="info">{text('none')}</Alert>}
      {federation && (
        <>
          <FederationToolbar
            id="public-events-federation"
            label={text('federation')}
            printLabel={text('print')}
            choices={federations}
            chosen={federation}
            onChoose={(id) => setSearch({ federation: String(id) }, { replace: true })}
          />
          <DataTable
            label={text('tableLabel')}
            rows={federation.events}
            columns={columns}
            rowId={(e) => e.guid}
            rowLabel={(e) => e.name}
            loading={events.isFetching}
            emptyText={text('none')}
          />
        </>
      )}
    </PageFrame>
  );
}
