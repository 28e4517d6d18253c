import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import type { ApprovalRow } from '@portal/domain';
import { formatDateTime } from '../../../components/ui/relative-time';
import { ApprovalStateChip } from './state-chip';

export interface ApprovalsListProps {
  approvals: readonly ApprovalRow[];
  /** Also name who decided (detail and decision pages; the list row leaves it out). */
  showDecider?: boolean;
}

/** The per-organisation approvals of an application: organisation, decision in its colour, date, reason. */
export function ApprovalsList({ approvals, showDecider = false }: ApprovalsListProps) {
  const { t } = useTranslation();
  if (approvals.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('approvalCommon.noApprovals')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={t('approvalCommon.approvals')}>
      {approvals.map((a) => {
        const details = [
          a.changedAt && a.approvalState !== 0 ? t('approvalCommon.decidedAt', { date: formatDateTime(a.changedAt) }) : null,
          showDecider && a.changedByUsername && a.approvalState !== 0 ? t('approvalCommon.decidedBy', { name: a.changedByUsername }) : null,
          a.reason ? t('approvalCommon.reasonText', { reason: a.reason }) : null,
        ].filter(Boolean);
        return (
          <ListItem key={a.organizationId} disableGutters data-organization={a.organizationId}>
            <ListItemText
              primary={
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{a.organization}</span>
                  <ApprovalStateChip state={a.approvalState} />
                </Stack>
              }
              secondary={details.length > 0 ? details.join(' · ') : undefined}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
