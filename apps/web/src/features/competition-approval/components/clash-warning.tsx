import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, type DateClash } from '@portal/domain';

/**
 * Other events on the same day nearby (same state association within 30 km, or the same town):
 * approvers and organisers see them before deciding or requesting.
 */
export function ClashWarning({ clashes }: { clashes: readonly DateClash[] }) {
  const { t } = useTranslation();
  if (clashes.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="note">
      <AlertTitle>{t('approvalCommon.clashesTitle', { count: clashes.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {clashes.map((c) => (
          <li key={c.id}>
            {t('approvalCommon.clash', { name: c.name, day: formatDay(c.startDate), town: c.town, organizer: c.organizer })}
            {c.distanceKm !== null && ` (${t('approvalCommon.clashDistance', { km: Math.round(c.distanceKm) })})`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
