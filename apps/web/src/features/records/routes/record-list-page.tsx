import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { RecordLimits, type Link, type RecordEntry, type RecordSet } from '@portal/domain';
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
import { isLoading } from '../../../lib/query-state';
import { candidatesQueryOptions, recordListQueryOptions, useDeleteRecord } from '../api/record-queries';
import { recordSetQueryOptions } from '../api/record-set-queries';
import { CandidatesTable } from '../components/candidates-table';
import { defaultRecordListState, RECORD_LIST_KEY } from '../components/list-state';
import { searchListQuery } from '../../../lib/search-list';
import { environmentLabel, validityText } from '../components/record-format';
import { RecordTable } from '../components/record-table';
import { SearchFilter } from '../../../components/ui/search-filter';
import type { AdoptState } from './record-form-page';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { CreateButton } from '../../../components/ui/create-button';

/**
 * /records/:id: the records of a set (spec §2.6) under a header with the set's name and validity,
 * grouped by event type, with a name search, paging, new, edit and delete; and the record
 * candidates from the federation's statistics, each of which opens the new-record form filled in.
 */
export function RecordListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const setId = Number(idParam);
  const set = useQuery(recordSetQueryOptions(setId));
  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(pathTo('recordsets'))}>
      {t('records.list.backToSets')}
    </Button>
  );
  const title = t('records.list.title');
  if (isLoading(set)) return <LoadingPage title={title} />;
  if (!set.data) return <NotFoundPage title={title} message={t('records.sets.form.notFound')} back={pathTo('recordsets')} backLabel={t('records.list.backToSets')} />;
  return <Records set={set.data} back={back} />;
}

function Records({ set, back }: { set: RecordSet; back: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [stored, setState] = usePersistedState(RECORD_LIST_KEY, defaultRecordListState);
  // The stored search and page belong to the set they were made in; another set starts afresh.
  const state = useMemo(() => (stored.setId === set.id ? stored : { ...defaultRecordListState, pageSize: stored.pageSize, setId: set.id }), [stored, set.id]);
  useEffect(() => {
    if (stored.setId !== set.id) setState((s) => ({ ...defaultRecordListState, pageSize: s.pageSize, setId: set.id }));
  }, [stored.setId, set.id, setState]);
  const success = useSuccessMessage();
  const query = useMemo(() => searchListQuery(state), [state]);
  const list = useQuery(recordListQueryOptions(set.id, query));
  const candidates = useQuery(candidatesQueryOptions(linkOf(set, 'get_candidates') ? set.id : null));
  const remove = useDeleteRecord();
  const [tab, setTab] = useState<'records' | 'candidates'>('records');
  const deletion = useConfirmedDelete(remove, (target: { row: RecordEntry; link: Link }) => target.link, () => success.show('records.list.deleted'));
  const deleting = deletion.target;
  const meta = list.data?.paginationMetadata;
  const totalCount = meta?.totalCount ?? 0;
  const canCreate = Boolean(linkOf(list.data, 'new') ?? linkOf(set, 'new_record'));
  const candidateCount = candidates.data?.length ?? 0;

  usePageWithinTotal(meta?.totalPages, state.pageNumber, setState);

  return (
    <PageFrame title={set.name} help={t('records.list.help')}>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {`${validityText(t, set)} · ${set.className} · ${environmentLabel(t, set.eventEnvironment)}`}
      </Typography>
      <SuccessAlert message={success.message} onClose={success.close} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <CreateButton to={pathTo('newrecord', { setId: set.id })} disabled={!canCreate}>
          {t('records.list.newRecord')}
        </CreateButton>
        {back}
      </Box>
      <Tabs value={tab} onChange={(_, next: 'records' | 'candidates') => setTab(next)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="records" label={t('records.list.recordsTab')} id="records-tab" aria-controls="records-panel" />
        <Tab value="candidates" label={t('records.candidates.tab', { count: candidateCount })} id="candidates-tab" aria-controls="candidates-panel" disabled={!linkOf(set, 'get_candidates')} />
      </Tabs>
      <Box role="tabpanel" id="records-panel" aria-labelledby="records-tab" hidden={tab !== 'records'}>
        <SearchFilter
          id="records-search"
          label={t('records.list.search')}
          hint={t('records.list.searchHint')}
          maxLength={RecordLimits.search}
          value={state.freetextSearch}
          onSearch={(freetextSearch) => setState((s) => ({ ...s, setId: set.id, freetextSearch, pageNumber: 1 }))}
        />
        <RecordTable
          rows={list.data?.entities ?? []}
          loading={list.isFetching}
          onEdit={(row) => void navigate(pathTo('updaterecord', { id: row.id }))}
          onDelete={(row, link) => deletion.ask({ row, link })}
          footer={
            <Pager {...pagerOf(state, (update) => setState((s) => ({ ...update(s), setId: set.id })), totalCount, meta?.currentPage)} />
          }
        />
      </Box>
      <Box role="tabpanel" id="candidates-panel" aria-labelledby="candidates-tab" hidden={tab !== 'candidates'}>
        {tab === 'candidates' && (
          <CandidatesTable
            rows={candidates.data ?? []}
            loading={candidates.isFetching}
            canAdopt={canCreate}
            onAdopt={(candidate) => void navigate(pathTo('newrecord', { setId: set.id }), { state: { candidate } satisfies AdoptState })}
          />
        )}
      </Box>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('records.list.deleteTitle')}
        message={t('records.list.deleteRequest')}
        items={deleting ? [`${deleting.row.athleteFirstname} ${deleting.row.athleteLastname}, ${deleting.row.eventName}, ${deleting.row.formatedValue}`] : undefined}
        confirmLabel={t('records.list.deleteConfirm')}
        destructive
      />
    </PageFrame>
  );
}
