import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { Pager } from '../../../components/ui/pager';
import { linkOf } from '../../../lib/links';
import { useStoredList } from '../../../lib/use-stored-list';
import { pathTo } from '../../../lib/routing';
import { competitionListQueryOptions } from '../api/competition-queries';
import { CompetitionFilters } from '../components/competition-filters';
import { CompetitionTable } from '../components/competition-table';
import { COMPETITION_LIST_KEY, competitionListQuery, defaultCompetitionListState } from '../components/list-state';

/** Page buttons of the pager, as the other lists of the portal show them. */
const PAGE_BUTTONS = 7;

/**
 * /competition: the federation's performance competitions (spec §2.4) with a new button, free text
 * and a first day as search, server paging (10 by default, up to 400); search and page survive a reload.
 */
export function CompetitionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, search, success, list, pager } = useStoredList(COMPETITION_LIST_KEY, defaultCompetitionListState, competitionListQuery, competitionListQueryOptions);
  const rows = list.data?.entities ?? [];
  const canCreate = Boolean(linkOf(list.data, 'new'));

  return (
    <ListPageFrame title={t('statistics.competitions.list.title')} help={t('statistics.competitions.list.help')} success={success} create={{ to: pathTo('newcompetition'), label: t('statistics.competitions.list.newCompetition'), allowed: canCreate }}>
      <CompetitionFilters value={state} onSearch={search} />
      <CompetitionTable
        rows={rows}
        loading={list.isFetching}
        onEdit={(row) => void navigate(pathTo('updatecompetition', { id: row.id }))}
        footer={<Pager {...pager} pageButtons={PAGE_BUTTONS} />}
      />
    </ListPageFrame>
  );
}
