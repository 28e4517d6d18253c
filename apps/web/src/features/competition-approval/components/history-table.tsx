import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/use-translation';
import type { HistoryEntry } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../components/ui/relative-time';
import { CompetitionStateChip } from './state-chip';

type Row = HistoryEntry & { index: number };

/** Read by screen readers only: the arrow between the states is decoration. */
const screenReaderOnly = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** What happened to an application: when, by whom, which action, the state before and after, for which organisation and why. */
export function HistoryTable({ history }: { history: readonly HistoryEntry[] }) {
  const { t } = useTranslation();
  const rows: Row[] = history.map((h, index) => ({ ...h, index }));
  const columns: DataTableColumn<Row>[] = [
    { id: 'at', label: t('approvalDetail.history.at'), render: (h) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.at)}</span> },
    { id: 'by', label: t('approvalDetail.history.by'), render: (h) => h.byUserName },
    { id: 'action', label: t('approvalDetail.history.action'), render: (h) => t(`approvalAction.${h.action}`, { defaultValue: h.action }) },
    {
      id: 'states',
      label: t('approvalDetail.history.states'),
      render: (h) => (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {h.fromState !== null && h.fromState !== h.toState && (
            <>
              <CompetitionStateChip state={h.fromState} />
              <span aria-hidden>→</span>
              <Box component="span" sx={screenReaderOnly}>
                {t('approvalDetail.history.to')}
              </Box>
            </>
          )}
          <CompetitionStateChip state={h.toState} />
        </Box>
      ),
    },
    { id: 'organization', label: t('approvalDetail.history.organization'), render: (h) => h.organization ?? '' },
    { id: 'reason', label: t('approvalDetail.history.reason'), render: (h) => <span style={{ overflowWrap: 'anywhere' }}>{h.reason ?? ''}</span> },
  ];
  return <DataTable label={t('approvalDetail.history.title')} rows={rows} columns={columns} rowId={(h) => h.index} emptyText={t('approvalDetail.history.none')} />;
}
