import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ManualBestlistLimits, type ManualBestlist } from '@portal/domain';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { linkOf } from '../../../lib/links';
import { useStoredList } from '../../../lib/use-stored-list';
import { pathTo } from '../../../lib/routing';
import { manualBestlistListQueryOptions, useDeleteByLink } from '../api/manual-bestlist-queries';
import { MANUAL_BESTLIST_LIST_KEY } from '../components/list-state';
import { defaultSearchListState, searchListQuery } from '../../../lib/search-list';
import { ManualBestlistTable } from '../components/manual-bestlist-table';
import { SearchFilter } from '../../../components/ui/search-filter';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';

/**
 * /manualbestlists: the federation's manual best lists (spec §2.7) with a new button, a name
 * search and server paging; search and page survive a reload under their own key. Deleting asks first.
 */
export function ManualBestlistListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, search, success, list, pager } = useStoredList(MANUAL_BESTLIST_LIST_KEY, defaultSearchListState, searchListQuery, manualBestlistListQueryOptions);
  const remove = useDeleteByLink();
  const deletion = useConfirmedDelete(remove, (list: ManualBestlist) => linkOf(list, 'delete'), () => success.show('manualBestlists.list.deleted'));
  const deleting = deletion.target;

  return (
    <ListPageFrame title={t('manualBestlists.list.title')} help={t('manualBestlists.list.help')} success={success} create={{ to: pathTo('newmanualbestlist'), label: t('manualBestlists.list.newList'), allowed: Boolean(linkOf(list.data, 'new')) }}>
      <SearchFilter id="manual-bestlist-search" label={t('manualBestlists.list.search')} value={state.freetextSearch} maxLength={ManualBestlistLimits.search} onSearch={(freetextSearch) => search({ freetextSearch })} />
      <ManualBestlistTable
        rows={list.data?.entities ?? []}
        loading={list.isFetching}
        onEdit={(row) => void navigate(pathTo('updatemanualbestlist', { id: row.id }))}
        onDelete={deletion.ask}
        onPerformances={(row) => void navigate(pathTo('manualbestlistperformances', { id: row.id }))}
        footer={<Pager {...pager} />}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('manualBestlists.list.deleteTitle')}
        message={deleting ? t('manualBestlists.list.deleteMessage', { name: deleting.name, count: deleting.performanceCount }) : ''}
        confirmLabel={t('manualBestlists.delete')}
        destructive
      />
    </ListPageFrame>
  );
}
