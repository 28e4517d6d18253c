import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { Link, PerformanceRow } from '@portal/domain';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { pagerOf } from '../../../lib/paging';
import { pathTo } from '../../../lib/routing';
import { usePersistedState } from '../../../lib/use-persisted-state';
import { useSuccessMessage } from '../../../lib/use-success-message';
import {
  performanceCatalogueQueryOptions,
  performanceListQueryOptions,
  useDeletePerformance,
  useToggleChecking,
} from '../api/performance-queries';
import { defaultPerformanceListState, PERFORMANCE_FILTER_KEY, performanceListQuery } from '../components/filter-state';
import { PerformanceFilters } from '../components/performance-filters';
import { PerformanceTable, type PerformanceCommands } from '../components/performance-table';
import { usePageWithinTotal } from '../../../lib/use-page-within-total';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';

/** Page buttons of the pager, as the other lists of the portal show them. */
const PAGE_BUTTONS = 7;

/**
 * /performance: the federation's performances for a best list, class and event (spec §2.3) with
 * server paging (10 a page); filter, applied search and page survive a reload. Rows are rejected
 * or restored, their checkings opened, edited and deleted as their links allow.
 */
export function PerformanceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = usePersistedState(PERFORMANCE_FILTER_KEY, defaultPerformanceListState);
  const success = useSuccessMessage();
  const query = useMemo(() => (state.applied ? performanceListQuery(state.applied, state.pageNumber, state.pageSize) : null), [state.applied, state.pageNumber, state.pageSize]);
  const list = useQuery(performanceListQueryOptions(query));
  const catalogue = useQuery(performanceCatalogueQueryOptions());
  const toggle = useToggleChecking();
  const remove = useDeletePerformance();
  const deletion = useConfirmedDelete(remove, (target: { row: PerformanceRow; link: Link }) => target.link, () => success.show('statistics.performances.list.deleted'));
  const deleting = deletion.target;

  // A cleared table shows nothing, also not the previous page that the query keeps while loading.
  const page = query ? list.data : undefined;
  const rows = page?.entities ?? [];
  const meta = page?.paginationMetadata;
  const totalCount = meta?.totalCount ?? 0;

  usePageWithinTotal(meta?.totalPages, state.pageNumber, setState);

  const commands: PerformanceCommands = {
    busy: toggle.isPending || remove.isPending,
    toggle: (row, link) =>
      toggle.mutate(
        { link, body: { status: row.statusChecking, perfId: row.id, perfListId: row.perfListId! } },
        { onSuccess: () => success.show(link.rel === 'reject' ? 'statistics.performances.list.rejected' : 'statistics.performances.list.restored') },
      ),
    checkings: (row) => void navigate(pathTo('performancechecking', { id: row.id })),
    edit: (row) => void navigate(pathTo('updateperformance', { id: row.id })),
    remove: (row, link) => deletion.ask({ row, link }),
  };

  const { classCode, eventCode } = state.filter;
  const newQuery = { ...(eventCode ? { eventCode } : {}), ...(classCode ? { classCode } : {}) };
  const canCreate = catalogue.data?.includes('new') ?? false;

  return (
    <ListPageFrame title={t('statistics.performances.list.title')} help={t('statistics.performances.list.help')} success={success} create={{ to: pathTo('newperformance', {}, newQuery), label: t('statistics.performances.list.newPerformance'), allowed: canCreate }}>
      <PerformanceFilters state={state} setState={setState} />
      <PerformanceTable
        rows={rows}
        loading={query !== null && list.isFetching}
        emptyText={query === null ? t('statistics.performances.list.notFiltered') : undefined}
        commands={commands}
        footer={
          query && (
            <Pager {...pagerOf(state, setState, totalCount, meta?.currentPage)} pageButtons={PAGE_BUTTONS} />
          )
        }
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('statistics.performances.list.deleteTitle')}
        message={t('statistics.performances.list.deleteRequest', { name: deleting ? `${deleting.row.competitorFullName} ${deleting.row.bestResultString}` : '' })}
        confirmLabel={t('statistics.performances.list.deleteConfirm')}
        destructive
      />
    </ListPageFrame>
  );
}
