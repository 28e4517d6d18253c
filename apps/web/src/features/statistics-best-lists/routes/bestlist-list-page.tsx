import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { Pager } from '../../../components/ui/pager';
import { linkOf } from '../../../lib/links';
import { useStoredList } from '../../../lib/use-stored-list';
import { pathTo } from '../../../lib/routing';
import { bestListPageQueryOptions } from '../api/bestlist-queries';
import { BestListFilters } from '../components/bestlist-filters';
import { BestListTable } from '../components/bestlist-table';
import { BESTLIST_LIST_KEY, bestListListQuery, defaultBestListListState, LIST_PAGE_BUTTONS } from '../components/list-state';

/**
 * /bestlist: the federation's best lists (spec §2.1) with a new button, a free-text search and
 * server paging (10 by default, up to 400); search and page survive a reload.
 */
export function BestListListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, search, success, list, pager } = useStoredList(BESTLIST_LIST_KEY, defaultBestListListState, bestListListQuery, bestListPageQueryOptions);
  const rows = list.data?.entities ?? [];
  const canCreate = Boolean(linkOf(list.data, 'new'));

  return (
    <ListPageFrame title={t('statistics.bestlists.list.title')} help={t('statistics.bestlists.list.help')} success={success} create={{ to: pathTo('newbestlist'), label: t('statistics.bestlists.list.newList'), allowed: canCreate }}>
      <BestListFilters value={state.freetextSearch} onSearch={(freetextSearch) => search({ freetextSearch })} />
      <BestListTable
        rows={rows}
        loading={list.isFetching}
        onEdit={(row) => void navigate(pathTo('updatebestlist', { id: row.id }))}
        onExport={(row) => void navigate(pathTo('exportbestlist', { id: row.id }))}
        footer={<Pager {...pager} pageButtons={LIST_PAGE_BUTTONS} />}
      />
    </ListPageFrame>
  );
}
