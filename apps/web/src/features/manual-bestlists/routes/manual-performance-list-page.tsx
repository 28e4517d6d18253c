import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type SetStateAction } from 'react';
import { Link as RouterLink, useNavigate, useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ActionRow } from '../../../components/ui/action-row';
import type { ManualPerformance } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { pagerOf } from '../../../lib/paging';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { usePageWithinTotal } from '../../../lib/use-page-within-total';
import { usePersistedState } from '../../../lib/use-persisted-state';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { listEventsQueryOptions, manualBestlistQueryOptions, manualPerformanceListQueryOptions, useDeleteByLink } from '../api/manual-bestlist-queries';
import { environmentText, yearText } from '../components/list-labels';
import {
  defaultManualPerformanceListState,
  MANUAL_PERFORMANCE_LIST_KEY,
  manualPerformanceListQuery,
  performanceStateFor,
  type ManualPerformanceListState,
} from '../components/list-state';
import { isLoading } from '../../../lib/query-state';
import { PerformanceFilters } from '../components/performance-filters';
import { athleteName, PerformanceTable } from '../components/performance-table';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { CreateButton } from '../../../components/ui/create-button';

/**
 * /manualbestlistperformances/:id: the performances of one manual list (spec §2.7), grouped by
 * event type, with a name search, an event filter and paging as for records (page 1 of 10 rows to
 * start with; search, event and page stored locally; an empty page moves to the last one).
 */
export function ManualPerformanceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const listId = Number(idParam);
  const list = useQuery(manualBestlistQueryOptions(listId));
  const events = useQuery(listEventsQueryOptions(listId));
  const [stored, setStored] = usePersistedState(MANUAL_PERFORMANCE_LIST_KEY, defaultManualPerformanceListState);
  const state = performanceStateFor(stored, listId);
  const setState = useCallback(
    (next: SetStateAction<ManualPerformanceListState>) => setStored((s) => (typeof next === 'function' ? next(performanceStateFor(s, listId)) : next)),
    [setStored, listId],
  );
  const query = useMemo(() => manualPerformanceListQuery(state), [state]);
  const performances = useQuery({ ...manualPerformanceListQueryOptions(listId, query), enabled: Boolean(list.data) });
  const success = useSuccessMessage();
  const remove = useDeleteByLink();
  const deletion = useConfirmedDelete(remove, (performance: ManualPerformance) => linkOf(performance, 'delete'), () => success.show('manualBestlists.performances.deleted'));
  const deleting = deletion.target;
  const meta = performances.data?.paginationMetadata;
  const totalCount = meta?.totalCount ?? 0;

  usePageWithinTotal(meta?.totalPages, state.pageNumber, setState);
  // A stored event the list no longer holds (its class or environment changed) would keep the page empty.
  useEffect(() => {
    if (state.event && events.data && !events.data.some((e) => e.code === state.event)) setState((s) => ({ ...s, event: '', pageNumber: 1 }));
  }, [events.data, state.event, setState]);

  const back = <Button onClick={() => void navigate(pathTo('manualbestlists'))}>{t('manualBestlists.performances.toLists')}</Button>;
  const title = t('manualBestlists.list.title');
  if (isLoading(list)) return <LoadingPage title={title} />;
  if (!list.data) return <NotFoundPage title={title} message={t('manualBestlists.performances.notFound')} back={pathTo('manualbestlists')} backLabel={t('manualBestlists.performances.toLists')} />;
  const l = list.data;
  const newLink = linkOf(performances.data, 'new_manual_performance');


  return (
    <PageFrame title={t('manualBestlists.performances.title', { name: l.name })} help={t('manualBestlists.performances.help')}>
      <SuccessAlert message={success.message} onClose={success.close} />
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {`${l.code} – ${l.className} – ${yearText(t, l.year)} – ${environmentText(t, l.eventEnvironment)}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <CreateButton to={pathTo('newmanualbestlistperformance', { manualBestlistId: l.id })} disabled={!newLink}>
          {t('manualBestlists.performances.newPerformance')}
        </CreateButton>
        {linkOf(l, 'public_manual_bestlist') && (
          <Button component={RouterLink} to={pathTo('publicmanualbestlist', { id: l.id })} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
            {t('manualBestlists.performances.publicPage')}
          </Button>
        )}
      </Box>
      <PerformanceFilters
        key={listId}
        value={{ freetextSearch: state.freetextSearch, event: state.event }}
        events={events.data ?? []}
        onSearch={(search) => setState((s) => ({ ...s, ...search, pageNumber: 1 }))}
      />
      <PerformanceTable
        rows={performances.data?.entities ?? []}
        loading={performances.isFetching}
        onEdit={(p) => void navigate(pathTo('updatemanualbestlistperformance', { id: p.id }))}
        onDelete={deletion.ask}
        footer={
          <Pager {...pagerOf(state, setState, totalCount, meta?.currentPage)} />
        }
      />
      <ActionRow>{back}</ActionRow>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('manualBestlists.performances.deleteTitle')}
        message={deleting ? t('manualBestlists.performances.deleteMessage', { name: athleteName(deleting), mark: deleting.formatedValue }) : ''}
        confirmLabel={t('manualBestlists.delete')}
        destructive
      />
    </PageFrame>
  );
}
