import { BestListLimits } from '@portal/domain';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { Pager } from '../../../components/ui/pager';
import { linkOf } from '../../../lib/links';
import { useStoredList } from '../../../lib/use-stored-list';
import { pathTo } from '../../../lib/routing';
import { bestListPageQueryOptions } from '../api/bestlist-queries';
import { SearchFilter } from '../../../components/ui/search-filter';
import { BestListTable } from '../components/bestlist-table';
import { BESTLIST_LIST_KEY, bestListListQuery, LIST_PAGE_BUTTONS } from '../components/list-state';
import { defaultSearchListState } from '../../../lib/search-list';

/**
 * /bestlist: the federation's best lists (spec §2.1) with a new button, a free-text search and
 * server paging (10 by default, up to 400); search and page survive a reload.
 */
export function BestListListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, search, success, list, pager } = useStoredList(BESTLIST_LIST_KEY, defaultSearchListState, bestListListQuery, bestListPageQueryOptions);
  const rows = list.data?.entities ?? [];
  const canCreate = Boolean(linkOf(list.data, 'new'));

  return (
    <ListPageFrame title={t('statistics.bestlists.list.title')} help={t('statistics.bestlists.list.help')} success={success} create={{ to: pathTo('newbestlist'), label: t('statistics.bestlists.list.newList'), allowed: canCreate }}>
      <SearchFilter id="bestlist-filter-text" label={t('statistics.bestlists.list.search')} hint={t('statistics.bestlists.list.searchHint')} maxLength={BestListLimits.search} value={state.freetextSearch} onSearch={(freetextSearch) => search({ freetextSearch })} />
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
