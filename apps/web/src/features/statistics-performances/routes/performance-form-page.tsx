import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormPage } from '../../../components/layout/entry-form-page';
import { useIdParam, useSearchParams } from '../../../lib/router';
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
  const { t: texts } = useTranslation('statistics', { keyPrefix: 'statistics.performances.form' });
  const id = useIdParam();
  const [search] = useSearchParams();
  const item = useQuery(performanceQueryOptions(id));
  const events = useQuery(allEventsQueryOptions());
  const classes = useQuery(allClassesQueryOptions());
  const catalogue = useQuery(performanceCatalogueQueryOptions());
  const allEvents = events.data ?? [];
  const allClasses = classes.data ?? [];
  return (
    <EntryFormPage
      creating={id === null}
      entry={item}
      catalogue={catalogue}
      // Reference data that fails to load leaves its selector empty (spec §8: only logged).
      waiting={events.isPending || classes.isPending}
      texts={texts}
      back={pathTo('performance')}
    >
      {({ entry, readOnly }) => {
        const eventId = allEvents.find((e) => e.code === search.get('eventCode'))?.id ?? null;
        const classId = allClasses.find((c) => c.code === search.get('classCode'))?.id ?? null;
        const defaultValues = entry
          ? performanceValuesOf(entry, sexOf(allEvents.find((e) => e.id === entry.event.id)?.sex, entry.class.sex))
          : newPerformanceValues(eventId, classId);
        return <PerformanceForm key={entry?.id ?? 'new'} detail={entry} defaultValues={defaultValues} events={allEvents} classes={allClasses} readOnly={readOnly} />;
      }}
    </EntryFormPage>
  );
}
