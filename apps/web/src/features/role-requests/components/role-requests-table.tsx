import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/ui/data-table';
import { RelativeTime } from '../../../components/ui/relative-time';
import { StatusChip } from '../../../components/ui/status-chip';
import type { RoleRequestRow } from '../api/types';

export interface RoleRequestsTableProps {
  rows: RoleRequestRow[];
  loading: boolean;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  actions: (row: RoleRequestRow) => ReactNode;
  footer: ReactNode;
}

/** The role requests list: actions, organisation, user, role, changed at, status, reason (spec §2). */
export function RoleRequestsTable({ rows, loading, sort, onSortChange, actions, footer }: RoleRequestsTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<RoleRequestRow>[] = [
    { id: 'organizationName', label: t('roleRequests.organization'), sortable: true, minWidth: 160, render: (r) => r.organizationName },
    {
      id: 'userName',
      label: t('roleRequests.user'),
      sortable: true,
      minWidth: 160,
      render: (r) => (
        <>
          {r.userName}
          {r.userEmail && (
            <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {r.userEmail}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'roleName',
      label: t('roleRequests.role'),
      sortable: true,
      render: (r) => t(`roles.${r.roleCode}`, { defaultValue: r.roleName }),
    },
    { id: 'changedAt', label: t('roleRequests.changedAt'), sortable: true, render: (r) => <RelativeTime value={r.changedAt} /> },
    { id: 'status', label: t('roleRequests.status'), sortable: true, render: (r) => <StatusChip status={r.status} /> },
    { id: 'reason', label: t('roleRequests.reason'), minWidth: 160, render: (r) => r.reason },
  ];
  return (
    <DataTable
      label={t('roleRequests.title')}
      rows={rows}
      columns={columns}
      rowId={(r) => r.id}
      loading={loading}
      sort={sort}
      onSortChange={onSortChange}
      actions={actions}
      footer={footer}
    />
  );
}
