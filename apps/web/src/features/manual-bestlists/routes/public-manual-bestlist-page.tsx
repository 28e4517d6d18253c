import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ActionRow } from '../../../components/ui/action-row';
import { eventTypeNames } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { pathTo } from '../../../lib/routing';
import { publicManualListQueryOptions } from '../api/public-manual-queries';
import { environmentText, eventTypeText, yearText } from '../components/list-labels';
import { NO_PRINT, PrintStyles } from '../../../components/ui/print-styles';
import { isLoading } from '../../../lib/query-state';
import { PublicEventTable } from '../components/public-event-table';

/**
 * /public/manualbestlists/:id, open to everyone: a manual list's marks grouped by event type and
 * event, ranked, unofficial marks and records marked; the page prints without the app's frame.
 */
export function PublicManualBestlistPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const list = useQuery(publicManualListQueryOptions(Number.isInteger(id) ? id : null));
  const back = (
    <Button className={NO_PRINT} onClick={() => void navigate(pathTo('publicmanualbestlists'))}>
      {t('manualBestlists.public.toOverview')}
    </Button>
  );
  const title = t('manualBestlists.public.overviewTitle');
  if (isLoading(list)) return <LoadingPage title={title} />;
  if (!list.data) return <NotFoundPage title={title} message={t('manualBestlists.public.notFound')} back={pathTo('publicmanualbestlists')} backLabel={t('manualBestlists.public.toOverview')} />;
  const l = list.data;
  return (
    <PageFrame title={l.name} help={t('manualBestlists.public.help')}>
      <PrintStyles />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: -1, mb: 2 }}>
        <Typography variant="subtitle1" color="text.secondary" sx={{ flexGrow: 1 }}>
          {[l.masterOrganizationName, t('manualBestlists.public.facts', { class: l.className, year: yearText(t, l.year), environment: environmentText(t, l.eventEnvironment) })].join(' – ')}
        </Typography>
        <Button className={NO_PRINT} variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('manualBestlists.public.print')}
        </Button>
      </Box>
      {l.groups.length === 0 && <Alert severity="info">{t('manualBestlists.public.empty')}</Alert>}
      {l.groups.map((group, i) => (
        <Box component="section" key={`${group.eventType}-${i}`} aria-labelledby={`event-type-${i}`} sx={{ mb: 3 }}>
          <Typography id={`event-type-${i}`} variant="h6" component="h2" sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
            {eventTypeText(t, eventTypeNames, group.eventType)}
          </Typography>
          {group.events.map((event) => (
            <Box key={event.eventCode} sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {event.eventName}
              </Typography>
              <PublicEventTable event={event} />
            </Box>
          ))}
        </Box>
      ))}
      {l.groups.length > 0 && (
        <Typography variant="caption" component="p" color="text.secondary">
          {t('manualBestlists.public.legend')}
        </Typography>
      )}
      <ActionRow>{back}</ActionRow>
    </PageFrame>
  );
}
