import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { RecordLimits, type Link, type RecordSet } from '@portal/domain';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { useStoredList } from '../../../lib/use-stored-list';
import { recordSetListQueryOptions, useDeleteRecordSet } from '../api/record-set-queries';
import { RECORD_SET_LIST_KEY } from '../components/list-state';
import { defaultSearchListState, searchListQuery } from '../../../lib/search-list';
import { RecordSetTable } from '../components/record-set-table';
import { SearchFilter } from '../../../components/ui/search-filter';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';

/**
 * /recordsets: the federation's record sets (spec §2.6) with a name search, new, edit, delete
 * (after a confirmation) and open-records actions; search and paging survive a reload.
 */
export function RecordSetListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, search, success, list, pager } = useStoredList(RECORD_SET_LIST_KEY, defaultSearchListState, searchListQuery, recordSetListQueryOptions);
  const remove = useDeleteRecordSet();
  const deletion = useConfirmedDelete(remove, (target: { row: RecordSet; link: Link }) => target.link, () => success.show('records.sets.list.deleted'));
  const deleting = deletion.target;

  return (
    <ListPageFrame title={t('records.sets.list.title')} help={t('records.sets.list.help')} success={success} create={{ to: pathTo('newrecordset'), label: t('records.sets.list.newSet'), allowed: Boolean(linkOf(list.data, 'new')) }}>
      <SearchFilter
        id="recordset-search"
        label={t('records.sets.list.search')}
        hint={t('records.sets.list.searchHint')}
        maxLength={RecordLimits.search}
        value={state.freetextSearch}
        onSearch={(freetextSearch) => search({ freetextSearch })}
      />
      <RecordSetTable
        rows={list.data?.entities ?? []}
        loading={list.isFetching}
        onOpen={(row) => void navigate(pathTo('records', { id: row.id }))}
        onEdit={(row) => void navigate(pathTo('updaterecordset', { id: row.id }))}
        onDelete={(row, link) => deletion.ask({ row, link })}
        footer={<Pager {...pager} />}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('records.sets.list.deleteTitle')}
        message={t('records.sets.list.deleteRequest', { name: deleting ? deleting.row.name : '', count: deleting?.row.recordCount ?? 0 })}
        confirmLabel={t('records.sets.list.deleteConfirm')}
        destructive
      />
    </ListPageFrame>
  );
}
