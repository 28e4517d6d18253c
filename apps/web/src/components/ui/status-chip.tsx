import Chip from '@mui/material/Chip';
import { useTranslation } from '../../lib/use-translation';
import { roleRequestStatusColor, type RoleRequestStatusValue } from '@portal/domain';

/** MUI chip colour of a role request status (spec §4: requested blue, rejected red, approved green, deleted grey). */
export function statusChipColor(status: number) {
  return roleRequestStatusColor[status as RoleRequestStatusValue] ?? 'default';
}

const isRoleRequestStatus = (status: number): status is RoleRequestStatusValue => status in roleRequestStatusColor;

/** A role request status as a coloured chip with the translated status name. */
export function StatusChip({ status, label }: { status: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={statusChipColor(status)}
      label={label ?? (isRoleRequestStatus(status) ? t(`roleRequestStatus.${status}`) : String(status))}
      data-status={status}
    />
  );
}
