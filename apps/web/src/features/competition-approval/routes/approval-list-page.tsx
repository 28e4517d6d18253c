import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { Pager } from '../../../components/ui/pager';
import { pagerOf } from '../../../lib/paging';
import { pathTo } from '../../../lib/routing';
import { listStateKeys, usePersistedState } from '../../../lib/use-persisted-state';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { useSession } from '../../../session/session';
import { approvalListQueryOptions } from '../api/approval-queries';
import { approvalCatalogueQueryOptions } from '../api/form-queries';
import { ApprovalFilters, type ApprovalSearch } from '../components/approval-filters';
import { ApprovalTable } from '../components/approval-table';
import { useApprovalCommands } from '../components/approval-commands';
import { defaultApprovalListFilter, LIST_PAGE_BUTTONS, listPageSizes, listQuery, showsAwaiting } from '../components/list-filter';
import { usePageWithinTotal } from '../../../lib/use-page-within-total';

/**
 * /competitionapproval: the applications visible in the current organisation (spec §2 "Overview
 * list"), with free-text and additional filters, paging, unfolding rows and a menu of actions per
 * row; filter and paging survive a reload.
 */
export function ApprovalListPage() {
  const { t } = useTranslation();
  const { organizationId, user, hasRole } = useSession();
  const approver = Boolean(user?.approver) && hasRole('Approver');
  const [filter, setFilter] = usePersistedState(listStateKeys.competitionApprovals, defaultApprovalListFilter);
  const success = useSuccessMessage();
  const commands = useApprovalCommands(success.show);
  const query = useMemo(() => listQuery(filter, approver), [filter, approver]);
  const list = useQuery(approvalListQueryOptions(organizationId, query));
  const catalogue = useQuery(approvalCatalogueQueryOptions());
  const canCreate = catalogue.data?.includes('new') ?? false;

  const rows = list.data?.items ?? [];
  const meta = list.data?.paginationMetadata;
  const totalCount = meta?.totalCount ?? 0;

  usePageWithinTotal(meta?.totalPages, filter.pageNumber, setFilter);

  const search = (next: Partial<ApprovalSearch>) => setFilter((f) => ({ ...f, ...next, pageNumber: 1 }));

  return (
    <ListPageFrame
      title={t('approvalList.title')}
      help={t('approvalList.help')}
      success={success}
      create={{ to: pathTo('newcompetitionapproval'), label: t('approvalList.newApproval'), allowed: canCreate, placement: 'below' }}
    >
      <ApprovalFilters
        value={filter}
        onSearch={search}
        onToggleMore={(moreFilters) => setFilter((f) => ({ ...f, moreFilters }))}
        awaiting={approver ? showsAwaiting(filter, approver) : null}
      />
      <ApprovalTable
        rows={rows}
        loading={list.isFetching}
        commands={commands}
        footer={
          <Pager {...pagerOf(filter, setFilter, totalCount, meta?.currentPage)} pageSizes={listPageSizes} pageButtons={LIST_PAGE_BUTTONS} />
        }
      />
      {commands.dialogs}
    </ListPageFrame>
  );
}
