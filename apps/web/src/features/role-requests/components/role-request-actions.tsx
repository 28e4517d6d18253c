import Box from '@mui/material/Box';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '../../../lib/use-translation';
import { IconAction } from '../../../components/ui/icon-action';
import { linkOf, type RoleRequestRow } from '../api/types';

export interface RoleRequestActionsProps {
  row: RoleRequestRow;
  busy?: boolean;
  onApprove: (row: RoleRequestRow) => void;
  onReject: (row: RoleRequestRow) => void;
  onRemove: (row: RoleRequestRow) => void;
}

/**
 * Approve, reject and remove of one request. Approve and reject appear only on rows the user
 * administers (isAdmin); each button is enabled exactly when the server sent its link.
 */
export function RoleRequestActions({ row, busy = false, onApprove, onReject, onRemove }: RoleRequestActionsProps) {
  const { t } = useTranslation();
  const subject = t('roleRequests.rowName', { role: t(`roles.${row.roleCode}`, { defaultValue: row.roleName }), user: row.userName });
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {row.isAdmin && (
        <>
          <IconAction
            label={t('common.actionOn', { action: t('roleRequests.approve'), name: subject })}
            icon={<CheckCircleOutlineIcon />}
            color="success"
            disabled={busy || !linkOf(row, 'approve')}
            onClick={() => onApprove(row)}
          />
          <IconAction
            label={t('common.actionOn', { action: t('roleRequests.reject'), name: subject })}
            icon={<BlockIcon />}
            color="warning"
            disabled={busy || !linkOf(row, 'reject')}
            onClick={() => onReject(row)}
          />
        </>
      )}
      <IconAction
        label={t('common.actionOn', { action: t('roleRequests.remove'), name: subject })}
        icon={<DeleteOutlineIcon />}
        color="error"
        disabled={busy || !linkOf(row, 'remove')}
        onClick={() => onRemove(row)}
      />
    </Box>
  );
}
