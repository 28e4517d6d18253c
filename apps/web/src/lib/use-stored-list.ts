import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PaginationMetadata } from '@portal/domain';
import { usePageWithinTotal } from './use-page-within-total';
import { usePersistedState } from './use-persisted-state';
import { useSuccessMessage } from './use-success-message';
import { pagerOf } from './paging';

/**
 * A list screen's paged list whose search and page survive a reload: its state in local storage
 * under `key`, the query `toQuery` makes of it (the page read by `options`), the page moved back
 * when it lies beyond the last (after a deletion or a narrower search), the success message
 * another screen left, the props of its pager, and `search`: a new search starts again at page 1.
 */
export function useStoredList<S extends { pageNumber: number; pageSize: number }, Q, D extends { paginationMetadata?: PaginationMetadata }, K extends QueryKey>(
  key: string,
  initial: S,
  toQuery: (state: S) => Q,
  options: (query: Q) => UseQueryOptions<D, Error, D, K>,
) {
  const [state, setState] = usePersistedState(key, initial);
  const success = useSuccessMessage();
  const query = useMemo(() => toQuery(state), [toQuery, state]);
  const list = useQuery(options(query));
  const meta = list.data?.paginationMetadata;
  usePageWithinTotal(meta?.totalPages, state.pageNumber, setState);
  const totalCount = meta?.totalCount ?? 0;
  const pager = pagerOf(state, setState, totalCount, meta?.currentPage);
  const search = (changes: Partial<S>) => setState((s) => ({ ...s, ...changes, pageNumber: 1 }));
  return { state, setState, search, success, query, list, meta, totalCount, pager };
}
