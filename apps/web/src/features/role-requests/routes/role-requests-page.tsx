import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { DEFAULT_PAGE_SIZE, RoleRequestStatus } from '@portal/domain';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { useSession } from '../../../session/session';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DataTableSort } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { pagerOf } from '../../../lib/paging';
import { listStateKeys, usePersistedState } from '../../../lib/use-persisted-state';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { roleRequestsQueryOptions, roleRequestsQueryString } from '../api/get-role-requests';
import { roleRequestStatusesQueryOptions } from '../api/get-role-request-statuses';
import { linkOf, type RoleRequestRow, type RoleRequestSortColumn, type RoleRequestsFilter } from '../api/types';
import { useUpdateRoleRequestStatus } from '../api/update-role-request-status';
import { RoleRequestActions } from '../components/role-request-actions';
import { RoleRequestsFilters, type RoleRequestsSearch } from '../components/role-requests-filters';
import { RoleRequestsTable } from '../components/role-requests-table';
import { rejectPath, type RejectState } from '../paths';
import { pathTo } from '../../../lib/routing';
import { usePageWithinTotal } from '../../../lib/use-page-within-total';

/** Newest changes first until the user sorts otherwise. */
export const defaultRoleRequestsFilter: RoleRequestsFilter = {
  status: '',
  userName: '',
  organizationName: '',
  sortBy: 'changedAt',
  descending: true,
  pageNumber: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** /rolerequests: the role requests visible in the current organisation, with approve, reject and remove. */
export function RoleRequestsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { organizationId, user } = useSession();
  // A user without any role yet lists their own requests through their federation (docs/api.md).
  const listOrganization = organizationId ?? user?.masterOrganization.value ?? null;
  const [filter, setFilter] = usePersistedState(listStateKeys.roleRequests, defaultRoleRequestsFilter);
  const success = useSuccessMessage();
  // The row stays set while the dialog fades out, so its text does not vanish first.
  const [removing, setRemoving] = useState<RoleRequestRow | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const statuses = useQuery(roleRequestStatusesQueryOptions(i18n.language));
  const list = useQuery(roleRequestsQueryOptions(listOrganization, roleRequestsQueryString(filter)));
  const update = useUpdateRoleRequestStatus();

  const rows = list.data?.entities ?? [];
  const meta = list.data?.paginationMetadata;

  usePageWithinTotal(meta?.totalPages, filter.pageNumber, setFilter);

  const search = (next: RoleRequestsSearch) => setFilter((f) => ({ ...f, ...next, pageNumber: 1 }));
  const sort = (next: DataTableSort) =>
    setFilter((f) => ({ ...f, sortBy: next.by as RoleRequestSortColumn, descending: next.descending, pageNumber: 1 }));

  const approve = (row: RoleRequestRow) => {
    const link = linkOf(row, 'approve');
    if (!link) return;
    update.mutate(
      { link, status: RoleRequestStatus.approved, reason: '' },
      { onSuccess: () => success.show('roleRequests.approved') },
    );
  };
  const reject = (row: RoleRequestRow) => {
    void navigate(rejectPath(row), { state: { row } satisfies RejectState });
  };
  const remove = () => {
    const link = removing && linkOf(removing, 'remove');
    if (!link) return;
    update.mutate(
      { link, status: RoleRequestStatus.deleted, reason: removing.reason ?? '' },
      {
        onSuccess: () => success.show('roleRequests.removed'),
        onSettled: () => setConfirmOpen(false),
      },
    );
  };

  return (
    <ListPageFrame
      title={t('roleRequests.title')}
      help={t('roleRequests.help')}
      success={success}
      create={{ to: pathTo('newrolerequest'), label: t('roleRequests.newRequest'), placement: 'below' }}
    >
      <RoleRequestsFilters value={filter} statuses={statuses.data ?? []} onSearch={search} />
      <RoleRequestsTable
        rows={rows}
        loading={list.isFetching}
        sort={{ by: filter.sortBy, descending: filter.descending }}
        onSortChange={sort}
        actions={(row) => (
          <RoleRequestActions row={row} busy={update.isPending} onApprove={approve} onReject={reject} onRemove={(row) => {
              setRemoving(row);
              setConfirmOpen(true);
            }}
          />
        )}
        footer={
          <Pager {...pagerOf(filter, setFilter, meta?.totalCount ?? 0, meta?.currentPage)} />
        }
      />
      <ConfirmDialog
        open={confirmOpen}
        title={t('roleRequests.remove')}
        message={
          removing
            ? t('roleRequests.removeConfirm', {
                role: t(`roles.${removing.roleCode}`, { defaultValue: removing.roleName }),
                organization: removing.organizationName,
              })
            : ''
        }
        confirmLabel={t('roleRequests.remove')}
        destructive
        busy={update.isPending}
        onConfirm={remove}
        onCancel={() => setConfirmOpen(false)}
      />
    </ListPageFrame>
  );
}
