import Box from '@mui/material/Box';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { RecordLimits, type Link, type RecordSet } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { useStoredList } from '../../../lib/use-stored-list';
import { recordSetListQueryOptions, useDeleteRecordSet } from '../api/record-set-queries';
import { defaultSearchListState, RECORD_SET_LIST_KEY, searchListQuery } from '../components/list-state';
import { RecordSetTable } from '../components/record-set-table';
import { SearchFilter } from '../../../components/ui/search-filter';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { CreateButton } from '../../../components/ui/create-button';

/**
 * /recordsets: the federation's record sets (spec §2.6) with a name search, new, edit, delete
 * (after a confirmation) and open-records actions; search and paging survive a reload.
 */
export function RecordSetListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, setState, success, list, pager } = useStoredList(RECORD_SET_LIST_KEY, defaultSearchListState, searchListQuery, recordSetListQueryOptions);
  const remove = useDeleteRecordSet();
  const deletion = useConfirmedDelete(remove, (target: { row: RecordSet; link: Link }) => target.link, () => success.show('records.sets.list.deleted'));
  const deleting = deletion.target;

  return (
    <PageFrame title={t('records.sets.list.title')} help={t('records.sets.list.help')}>
      <SuccessAlert message={success.message} onClose={success.close} />
      <Box sx={{ mb: 2 }}>
        <CreateButton to={pathTo('newrecordset')} disabled={!linkOf(list.data, 'new')}>
          {t('records.sets.list.newSet')}
        </CreateButton>
      </Box>
      <SearchFilter
        id="recordset-search"
        label={t('records.sets.list.search')}
        hint={t('records.sets.list.searchHint')}
        maxLength={RecordLimits.search}
        value={state.freetextSearch}
        onSearch={(freetextSearch) => setState((s) => ({ ...s, freetextSearch, pageNumber: 1 }))}
      />
      <RecordSetTable
        rows={list.data?.entities ?? []}
        loading={list.isFetching}
        onOpen={(row) => void navigate(pathTo('records', { id: row.id }))}
        onEdit={(row) => void navigate(pathTo('updaterecordset', { id: row.id }))}
        onDelete={(row, link) => deletion.ask({ row, link })}
        footer={
          <Pager {...pager} />
        }
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('records.sets.list.deleteTitle')}
        message={t('records.sets.list.deleteRequest', { name: deleting ? deleting.row.name : '', count: deleting?.row.recordCount ?? 0 })}
        confirmLabel={t('records.sets.list.deleteConfirm')}
        destructive
      />
    </PageFrame>
  );
}
