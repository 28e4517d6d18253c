import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, type ImportRow } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { linkOf } from '../../../lib/links';
import { athleteLabel, formatWind, rowAthleteDetails, rowAthleteName } from './import-format';

export interface ImportRowsTableProps {
  rows: readonly ImportRow[];
  loading: boolean;
  onChoose: (row: ImportRow) => void;
  footer?: ReactNode;
  toolbar?: ReactNode;
}

const statusIcons = {
  ok: <CheckCircleIcon fontSize="small" color="success" />,
  warning: <WarningIcon fontSize="small" color="warning" />,
  error: <ErrorIcon fontSize="small" color="error" />,
} as const;

/** The row's key: its line, or the mark for rows the file no longer holds (they have no line). */
const rowKey = (row: ImportRow, index: number) => (row.line === null ? `gone-${index}-${row.matchedAthlete?.id ?? ''}-${row.event ?? ''}-${row.mark ?? ''}` : row.line);

/** Whether the statistician may (still) choose the row's athlete. */
export const canChoose = (row: ImportRow) => row.candidates.length > 0 && Boolean(linkOf(row, 'resolve_row'));

/**
 * The rows of an import's preview: line and status, the athlete as the file names them, event,
 * class, mark, wind, day, what the commit does with the row, the parser's messages, and the athlete
 * the row is taken for. Rows with candidates carry a button to choose. On a phone line, class,
 * wind and day join their neighbours.
 */
export function ImportRowsTable({ rows, loading, onChoose, footer, toolbar }: ImportRowsTableProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { t: field } = useTranslation('results-import', { keyPrefix: 'resultsImport.screen.rows' });
  const keys = new Map(rows.map((row, index) => [row, rowKey(row, index)]));

  const status = (row: ImportRow) => (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" role="img" aria-label={t(`resultsImport.screen.status.${row.status}`)} sx={{ display: 'inline-flex' }} data-status={row.status}>
        {statusIcons[row.status]}
      </Box>
      {narrow && row.line !== null && <span>{t('resultsImport.screen.rows.lineNumber', { line: row.line })}</span>}
    </Box>
  );

  const matched = (row: ImportRow) => {
    if (row.matchedAthlete) {
      return (
        <>
          <span>{athleteLabel(row.matchedAthlete)}</span>
          {row.matchedAthlete.athleteCode && (
            <Typography variant="caption" component="p" color="text.secondary">
              {row.matchedAthlete.athleteCode}
            </Typography>
          )}
        </>
      );
    }
    if (row.candidates.length > 0 && !row.resolved) return <Typography variant="body2" color="warning.main">{t('resultsImport.screen.rows.toChoose', { count: row.candidates.length })}</Typography>;
    if (row.action === 'create' || row.action === 'update') return <span>{t('resultsImport.screen.rows.newAthlete')}</span>;
    return '';
  };

  const columns: DataTableColumn<ImportRow>[] = [
    ...(narrow ? [] : [{ id: 'line', label: field('line'), align: 'right' as const, render: (row: ImportRow) => row.line ?? '–' }]),
    { id: 'status', label: field('status'), render: status },
    {
      id: 'athlete',
      label: field('athlete'),
      minWidth: 160,
      render: (row) => (
        <>
          <span>{rowAthleteName(row.athlete)}</span>
          <Typography variant="caption" component="p" color="text.secondary">
            {rowAthleteDetails(row.athlete)}
          </Typography>
        </>
      ),
    },
    { id: 'event', label: field('event'), render: (row) => (narrow ? [row.eventName ?? row.event, row.class].filter(Boolean).join(' · ') : (row.eventName ?? row.event ?? '')) },
    ...(narrow ? [] : [{ id: 'class', label: field('class'), render: (row: ImportRow) => row.class ?? '' }]),
    {
      id: 'mark',
      label: field('mark'),
      align: narrow ? undefined : ('right' as const),
      render: (row) => (narrow && row.wind !== null ? `${row.mark ?? ''} (${formatWind(row.wind)})` : (row.mark ?? '')),
    },
    ...(narrow
      ? []
      : [
          { id: 'wind', label: field('wind'), align: 'right' as const, render: (row: ImportRow) => formatWind(row.wind) },
          { id: 'date', label: field('date'), render: (row: ImportRow) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(row.date)}</span> },
        ]),
    { id: 'action', label: field('action'), render: (row) => t(`resultsImport.screen.actions.${row.action}`) },
    {
      id: 'messages',
      label: field('messages'),
      minWidth: 200,
      render: (row) =>
        row.messages.length === 0 ? (
          ''
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </Box>
        ),
    },
    { id: 'matched', label: field('matched'), minWidth: 160, render: matched },
  ];

  return (
    <DataTable
      label={t('resultsImport.screen.rows.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(row) => keys.get(row)!}
      loading={loading}
      emptyText={t('resultsImport.screen.rows.empty')}
      toolbar={toolbar}
      actions={(row) =>
        canChoose(row) ? (
          <Button size="small" variant="outlined" onClick={() => onChoose(row)} aria-label={t('resultsImport.screen.rows.chooseFor', { name: rowAthleteName(row.athlete) })}>
            {t('resultsImport.screen.rows.choose')}
          </Button>
        ) : null
      }
      footer={footer}
    />
  );
}
