import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import type { CompetitionApprovalRow } from '@portal/domain';
import { formatDateTime } from '../../../components/ui/relative-time';
import { ExternalLink } from './application-summary';
import { ApprovalsList } from './approvals-list';
import { codeText, competitionCategoryKeys, competitionTypeKeys } from './code-texts';
import { FactList } from './fact-list';

/** The unfolded list row (spec §2 "Overview list"): who and when, what and where, and the per-organisation approvals. */
export function ApprovalRowDetails({ row }: { row: CompetitionApprovalRow }) {
  const { t } = useTranslation();
  const invoice = [row.invoiceNumber, row.billing_Filename].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, py: 1 }}>
      <FactList
        facts={[
          { label: t('approvalCommon.createdBy'), value: row.createdByUsername },
          { label: t('approvalCommon.createdAt'), value: formatDateTime(row.createdAt) },
          { label: t('approvalCommon.changedAt'), value: formatDateTime(row.changedAt) },
          { label: t('approvalCommon.nationalCode'), value: row.nationalCode },
          { label: t('approvalCommon.competitionType'), value: codeText(t, competitionTypeKeys, row.competitionType) },
          { label: t('approvalCommon.category'), value: codeText(t, competitionCategoryKeys, row.competitionCategory) },
          { label: t('approvalCommon.country'), value: row.country },
          { label: t('approvalCommon.town'), value: row.eventLocation_Town },
          { label: t('approvalCommon.region'), value: row.eventLocation_RegionName },
          { label: t('approvalCommon.area'), value: row.eventLocation_AreaName },
          { label: t('approvalCommon.organizer'), value: row.ownerOrganizationName },
          { label: t('approvalCommon.homepage'), value: row.contact_Website && <ExternalLink href={row.contact_Website} /> },
          { label: t('approvalCommon.invoice'), value: invoice },
        ]}
      />
      <Box>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
          {t('approvalCommon.approvals')}
        </Typography>
        <ApprovalsList approvals={row.approvals} />
      </Box>
    </Box>
  );
}
