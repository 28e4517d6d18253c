import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { listEventsQueryOptions, manualBestlistQueryOptions, manualPerformanceQueryOptions } from '../api/manual-bestlist-queries';
import { ManualPerformanceForm } from '../components/manual-performance-form';
import { PageLoading } from '../../../components/ui/page-loading';
import { newPerformanceValues, performanceValuesOf } from '../components/performance-form-values';

/**
 * /newmanualbestlistperformance/:manualBestlistId and /updatemanualbestlistperformance/:id: the
 * performance form of a manual list (spec §2.7). Saving is offered exactly when the list offers
 * `new_manual_performance`, or the performance its `update` link.
 */
export function ManualPerformanceFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const creating = params.manualBestlistId !== undefined;
  const performanceId = creating ? null : Number(params.id);
  const performance = useQuery(manualPerformanceQueryOptions(performanceId));
  const listId = creating ? Number(params.manualBestlistId) : (performance.data?.manualBestlistId ?? null);
  const list = useQuery(manualBestlistQueryOptions(listId));
  const events = useQuery(listEventsQueryOptions(listId));
  const title = t(creating ? 'manualBestlists.performanceForm.titleNew' : 'manualBestlists.performanceForm.titleEdit');
  const help = <Typography variant="body2">{t('manualBestlists.performanceForm.help')}</Typography>;
  const loading = (query: { isPending: boolean; fetchStatus: string }) => query.isPending && query.fetchStatus !== 'idle';

  if (loading(performance) || loading(list) || loading(events)) {
    return (
      <PageFrame title={title} help={help}>
        <PageLoading />
      </PageFrame>
    );
  }
  if (!list.data || !events.data || (!creating && !performance.data)) {
    return (
      <PageFrame title={title} help={help} actions={<Button onClick={() => void navigate(pathTo('manualbestlists'))}>{t('common.back')}</Button>}>
        <Alert severity="info">{t(creating ? 'manualBestlists.performances.notFound' : 'manualBestlists.performanceForm.notFound')}</Alert>
      </PageFrame>
    );
  }
  const saveLink = (creating ? linkOf(list.data, 'new_manual_performance') : linkOf(performance.data, 'update')) ?? null;
  return (
    <PageFrame title={title} help={help}>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -1 }}>
        {t('manualBestlists.performanceForm.list', { name: list.data.name })}
      </Typography>
      <ManualPerformanceForm
        key={performance.data?.id ?? 'new'}
        list={list.data}
        events={events.data}
        defaultValues={performance.data ? performanceValuesOf(performance.data) : newPerformanceValues(list.data.gender)}
        saveLink={saveLink}
        creating={creating}
      />
    </PageFrame>
  );
}
