import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../../lib/router';
import { bestListQueryOptions, classesQueryOptions, customDefinitionsQueryOptions, eventsQueryOptions } from '../api/bestlist-queries';

/** The list id of a wizard route, or null when the path holds none. */
export function useListId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** What every step of the definitions wizard reads: the list, its definitions, the federation's classes and events. */
export function useWizardData(id: number | null) {
  const list = useQuery(bestListQueryOptions(id));
  const definitions = useQuery(customDefinitionsQueryOptions(id));
  const classes = useQuery(classesQueryOptions());
  const events = useQuery(eventsQueryOptions());
  const loading = id !== null && [list, definitions, classes, events].some((q) => q.isPending && q.fetchStatus !== 'idle');
  const ready = Boolean(list.data && definitions.data && classes.data && events.data);
  return { list: list.data, definitions: definitions.data, classes: classes.data, events: events.data, loading, ready };
}
