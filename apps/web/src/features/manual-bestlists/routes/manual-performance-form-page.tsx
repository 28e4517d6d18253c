import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { isLoading } from '../../../lib/query-state';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { listEventsQueryOptions, manualBestlistQueryOptions, manualPerformanceQueryOptions } from '../api/manual-bestlist-queries';
import { ManualPerformanceForm } from '../components/manual-performance-form';
import { newPerformanceValues, performanceValuesOf } from '../components/performance-form-values';

/**
 * /newmanualbestlistperformance/:manualBestlistId and /updatemanualbestlistperformance/:id: the
 * performance form of a manual list (spec §2.7). Saving is offered exactly when the list offers
 * `new_manual_performance`, or the performance its `update` link.
 */
export function ManualPerformanceFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const creating = params.manualBestlistId !== undefined;
  const performanceId = creating ? null : Number(params.id);
  const performance = useQuery(manualPerformanceQueryOptions(performanceId));
  const listId = creating ? Number(params.manualBestlistId) : (performance.data?.manualBestlistId ?? null);
  const list = useQuery(manualBestlistQueryOptions(listId));
  const events = useQuery(listEventsQueryOptions(listId));
  const title = t(creating ? 'manualBestlists.performanceForm.titleNew' : 'manualBestlists.performanceForm.titleEdit');
  const help = t('manualBestlists.performanceForm.help');

  if (isLoading(performance) || isLoading(list) || isLoading(events)) {
    return <LoadingPage title={title} help={help} />;
  }
  if (!list.data || !events.data || (!creating && !performance.data)) {
    return <NotFoundPage title={title} help={help} back={pathTo('manualbestlists')} message={t(creating ? 'manualBestlists.performances.notFound' : 'manualBestlists.performanceForm.notFound')} />;
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
