import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DEFAULT_PAGE_SIZE, UserRoleStatus } from '@portal/domain';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { useSession } from '../../../session/session';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RowId } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { Pager } from '../../../components/ui/pager';
import { pagerOf } from '../../../lib/paging';
import { listStateKeys, usePersistedState } from '../../../lib/use-persisted-state';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { useDeleteRoles } from '../api/delete-roles';
import { userRoleOrganizationsQueryOptions } from '../api/get-user-role-organizations';
import { userRolesQueryOptions } from '../api/get-user-roles';
import { useRemoveUserRole } from '../api/remove-user-role';
import { linkOf, type UserRoleRow, type UserRolesFilter } from '../api/types';
import { UserRolesFilters, type UserRolesSearch } from '../components/user-roles-filters';
import { UserRolesTable } from '../components/user-roles-table';
import { canDeleteSelection, usersLosingLastRole } from '../utils/last-roles';
import { pathTo } from '../../../lib/routing';
import { usePageWithinTotal } from '../../../lib/use-page-within-total';

export const defaultUserRolesFilter: UserRolesFilter = { userName: '', organizationId: '', pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/** What the confirm dialog is about: the selection (bulk delete) or one row (remove). */
type Pending = { kind: 'bulk'; rows: UserRoleRow[] } | { kind: 'single'; row: UserRoleRow };

/** /usermanagement (OrgAdmin): the user roles of the current organisation and below, grouped per user. */
export function UserManagementPage() {
  const { t } = useTranslation();
  const { organizationId, hasRole } = useSession();
  const isAdmin = hasRole('OrgAdmin');
  const [filter, setStoredFilter] = usePersistedState(listStateKeys.userManagement, defaultUserRolesFilter);
  const [selected, setSelected] = useState<RowId[]>([]);
  // A selection belongs to the page it was made on: any change of filter or page clears it.
  const setFilter = useCallback(
    (next: (f: UserRolesFilter) => UserRolesFilter) => {
      setSelected([]);
      setStoredFilter(next);
    },
    [setStoredFilter],
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const success = useSuccessMessage();

  const organizations = useQuery(userRoleOrganizationsQueryOptions(organizationId));
  const list = useQuery(userRolesQueryOptions(organizationId, filter));
  const deleteRoles = useDeleteRoles();
  const removeRole = useRemoveUserRole();
  const busy = deleteRoles.isPending || removeRole.isPending;

  const rows = useMemo(() => list.data?.entities ?? [], [list.data]);
  const meta = list.data?.paginationMetadata;
  const selectedRows = useMemo(() => rows.filter((r) => selected.includes(r.id)), [rows, selected]);

  usePageWithinTotal(meta?.totalPages, filter.pageNumber, setStoredFilter);

  const search = (next: UserRolesSearch) => setFilter((f) => ({ ...f, ...next, pageNumber: 1 }));

  const ask = (next: Pending) => {
    setPending(next);
    setConfirmOpen(true);
  };
  const confirm = () => {
    if (!pending) return;
    const close = { onSettled: () => setConfirmOpen(false) };
    if (pending.kind === 'bulk') {
      deleteRoles.mutate(pending.rows, {
        ...close,
        onSuccess: () => {
          setSelected([]);
          success.show('userManagement.deleted');
        },
      });
    } else {
      removeRole.mutate(pending.row, {
        ...close,
        onSuccess: () => {
          setSelected((s) => s.filter((id) => id !== pending.row.id));
          success.show('userManagement.removed');
        },
      });
    }
  };

  const pendingRows = pending ? (pending.kind === 'bulk' ? pending.rows : [pending.row]) : [];
  const losing = usersLosingLastRole(pendingRows);
  const roleText = (r: UserRoleRow) => t(`roles.${r.roleCode}`, { defaultValue: r.roleName });

  return (
    <ListPageFrame
      title={t('userManagement.title')}
      help={t('userManagement.help')}
      success={success}
      create={{ to: pathTo('newuserrole'), label: t('userManagement.newUserRole'), placement: 'below' }}
    >
      <UserRolesFilters value={filter} organizations={organizations.data ?? []} onSearch={search} />
      <UserRolesTable
        rows={rows}
        loading={list.isFetching}
        selected={selected}
        onSelectedChange={setSelected}
        actions={
          isAdmin
            ? (row) => (
                <IconAction
                  label={
                    row.isLastAdmin
                      ? t('userManagement.lastAdminHint')
                      : t('common.actionOn', {
                          action: t('userManagement.removeRole'),
                          name: t('userManagement.rowName', { role: roleText(row), organization: row.organizationName, user: row.userName }),
                        })
                  }
                  icon={<PersonRemoveIcon />}
                  color="error"
                  disabled={busy || row.status === UserRoleStatus.deleted || !linkOf(row, 'update')}
                  onClick={() => ask({ kind: 'single', row })}
                />
              )
            : undefined
        }
        toolbar={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { sm: 'auto' } }}>
            {selected.length > 0 && (
              <Typography variant="body2" color="text.secondary" role="status">
                {t('common.selected', { count: selected.length })}
              </Typography>
            )}
            <Tooltip title={selectedRows.some((r) => r.isLastAdmin) ? t('userManagement.lastAdminHint') : ''}>
              {/* A disabled button fires no events; the span keeps the tooltip working. */}
              <span>
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteSweepIcon />}
                  disabled={busy || !canDeleteSelection(selectedRows)}
                  onClick={() => ask({ kind: 'bulk', rows: selectedRows })}
                >
                  {t('userManagement.deleteRoles')}
                </Button>
              </span>
            </Tooltip>
          </Box>
        }
        footer={
          <Pager {...pagerOf(filter, setFilter, meta?.totalCount ?? 0, meta?.currentPage)} />
        }
      />
      <ConfirmDialog
        open={confirmOpen}
        title={pending?.kind === 'single' ? t('userManagement.removeRole') : t('userManagement.deleteRoles')}
        message={
          pending?.kind === 'single'
            ? t('userManagement.confirmRemove', {
                role: roleText(pending.row),
                organization: pending.row.organizationName,
                user: pending.row.userName,
              })
            : t('userManagement.confirmDelete', { count: pendingRows.length })
        }
        itemsHeading={t('userManagement.lastRoleWarning')}
        items={losing}
        confirmLabel={pending?.kind === 'single' ? t('userManagement.removeRole') : t('userManagement.deleteRoles')}
        destructive
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setConfirmOpen(false)}
      />
    </ListPageFrame>
  );
}
