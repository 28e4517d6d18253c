import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { isLoading } from '../../../lib/query-state';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { allClassesQueryOptions, allEventsQueryOptions, performanceCatalogueQueryOptions, performanceQueryOptions } from '../api/performance-queries';
import { newPerformanceValues, performanceValuesOf, sexOf } from '../components/form-values';
import { PerformanceForm } from '../components/performance-form';

/**
 * /newperformance (query `eventCode`, `classCode`: the list's filter) and /updateperformance/:id:
 * one form for a new and a stored performance (spec §2.3). Saving is offered exactly when the
 * catalogue offers `new`, or the performance its `update` link (the creator organisation).
 */
export function PerformanceFormPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const id = idParam === undefined ? null : Number(idParam);
  const creating = id === null;
  const item = useQuery(performanceQueryOptions(id));
  const events = useQuery(allEventsQueryOptions());
  const classes = useQuery(allClassesQueryOptions());
  const catalogue = useQuery(performanceCatalogueQueryOptions());
  const title = t(creating ? 'statistics.performances.form.titleNew' : 'statistics.performances.form.titleEdit');
  const help = <Typography variant="body2">{t('statistics.performances.form.help')}</Typography>;

  // Reference data that fails to load leaves its selector empty (spec §8: only logged).
  const loading = events.isPending || classes.isPending || (creating ? catalogue.isPending : isLoading(item));
  if (loading) {
    return <LoadingPage title={title} help={help} />;
  }
  if (!creating && !item.data) {
    return <NotFoundPage title={title} help={help} back={pathTo('performance')} message={t('statistics.performances.form.notFound')} />;
  }
  const allEvents = events.data ?? [];
  const allClasses = classes.data ?? [];
  const detail = item.data ?? null;
  const eventId = allEvents.find((e) => e.code === search.get('eventCode'))?.id ?? null;
  const classId = allClasses.find((c) => c.code === search.get('classCode'))?.id ?? null;
  const defaultValues = detail ? performanceValuesOf(detail, sexOf(allEvents.find((e) => e.id === detail.event.id)?.sex, detail.class.sex)) : newPerformanceValues(eventId, classId);
  return (
    <PageFrame title={title} help={help}>
      <PerformanceForm
        key={detail?.id ?? 'new'}
        detail={detail}
        defaultValues={defaultValues}
        events={allEvents}
        classes={allClasses}
        readOnly={detail ? !linkOf(detail, 'update') : !(catalogue.data ?? []).includes('new')}
      />
    </PageFrame>
  );
}
