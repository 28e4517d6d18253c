import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { UserRoleStatus } from '@portal/domain';
import { DataTable, type DataTableColumn, type RowId } from '../../../components/ui/data-table';
import type { TextKey } from '../../../lib/i18n';
import type { UserRoleRow } from '../api/types';

export interface UserRolesTableProps {
  rows: UserRoleRow[];
  loading: boolean;
  selected: readonly RowId[];
  onSelectedChange: (ids: RowId[]) => void;
  /** Row buttons; absent for users who may not remove roles. */
  actions?: (row: UserRoleRow) => ReactNode;
  toolbar: ReactNode;
  footer: ReactNode;
}

/** The catalogue's name of each status (created 0, deleted 1). */
const statusText = ['userRoleStatus.0', 'userRoleStatus.1'] as const satisfies readonly TextKey[];

/** A user's name and e-mail, the heading of their group. */
const headingText = (row: UserRoleRow) => (row.userEmail ? `${row.userName} <${row.userEmail}>` : row.userName);

/** User roles grouped per user (heading: name and e-mail) with role, organisation and status. */
export function UserRolesTable({ rows, loading, selected, onSelectedChange, actions, toolbar, footer }: UserRolesTableProps) {
  const { t } = useTranslation();
  const roleText = (r: UserRoleRow) => t(`roles.${r.roleCode}`, { defaultValue: r.roleName });
  const columns: DataTableColumn<UserRoleRow>[] = [
    { id: 'role', label: t('userManagement.role'), render: roleText },
    { id: 'organization', label: t('userManagement.organization'), minWidth: 180, render: (r) => r.organizationName },
    {
      id: 'status',
      label: t('userManagement.status'),
      render: (r) => (
        <Chip
          size="small"
          variant="outlined"
          color={r.status === UserRoleStatus.deleted ? 'default' : 'success'}
          // The darker green keeps 4.5:1 on a selected (tinted) row too; success.main there reaches only 4.48:1.
          sx={r.status === UserRoleStatus.deleted ? undefined : { color: 'success.dark' }}
          label={t(statusText[r.status])}
        />
      ),
    },
  ];
  return (
    <DataTable
      label={t('userManagement.title')}
      rows={rows}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => t('userManagement.rowName', { role: roleText(r), organization: r.organizationName, user: r.userName })}
      loading={loading}
      selection={{ selected, onChange: onSelectedChange }}
      grouping={{
        groupKey: (r) => String(r.userId),
        headingLabel: (group) => headingText(group[0]),
        renderHeading: (group) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {group[0].userName}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {group[0].userEmail}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              · {t('userManagement.roleCount', { count: group.filter((r) => r.status === UserRoleStatus.created).length })}
            </Typography>
          </Box>
        ),
      }}
      actions={actions}
      toolbar={toolbar}
      footer={footer}
    />
  );
}
