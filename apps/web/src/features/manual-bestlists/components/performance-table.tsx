import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { eventTypeNames, formatWind, ManualPerformanceStatus, type ManualPerformance } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { formatDate } from '../../../lib/dates';
import { linkOf } from '../../../lib/links';
import { eventTypeText, statusText } from './list-labels';

export interface PerformanceTableProps {
  rows: readonly ManualPerformance[];
  loading: boolean;
  onEdit: (row: ManualPerformance) => void;
  onDelete: (row: ManualPerformance) => void;
  footer?: ReactNode;
}

/** The athlete as the lists name them: first and last name with the country of origin in brackets. */
export const athleteName = (p: Pick<ManualPerformance, 'athleteFirstname' | 'athleteLastname'>) => [p.athleteFirstname, p.athleteLastname].filter(Boolean).join(' ');

/**
 * A list's performances grouped by event type (spec §2.7), in the server's order: event, then rank.
 * The rank holds over the whole list; the wind shows one decimal with its sign; unofficial marks
 * and records are marked. Edit and delete are enabled exactly when the row carries the link.
 */
export function PerformanceTable({ rows, loading, onEdit, onDelete, footer }: PerformanceTableProps) {
  const { t } = useTranslation();
  const { t: column } = useTranslation('manual-bestlists', { keyPrefix: 'manualBestlists.performances.columns' });
  const columns: DataTableColumn<ManualPerformance>[] = [
    { id: 'rank', label: column('rank'), align: 'right', render: (p) => `${p.rank}.` },
    { id: 'event', label: t('manualBestlists.performances.event'), render: (p) => p.eventName },
    {
      id: 'result',
      label: column('result'),
      align: 'right',
      render: (p) => (
        <>
          <strong>{p.formatedValue}</strong>
          {p.isRecord && <Chip size="small" variant="outlined" label={t('manualBestlists.performances.record')} sx={{ ml: 1 }} />}
        </>
      ),
    },
    { id: 'wind', label: column('wind'), align: 'right', render: (p) => formatWind(p.windSpeed) },
    {
      id: 'athlete',
      label: column('athlete'),
      minWidth: 180,
      render: (p) => `${athleteName(p)} (${p.athleteIocCode})`,
    },
    { id: 'yearOfBirth', label: column('yearOfBirth'), render: (p) => p.yearOfBirth },
    { id: 'club', label: column('club'), render: (p) => p.organizationName },
    {
      id: 'place',
      label: column('place'),
      render: (p) => (
        <>
          <span>{`${p.performanceTown} (${p.performanceCountry})`}</span>
          {p.performanceLocation && (
            <Typography variant="caption" component="p" color="text.secondary">
              {p.performanceLocation}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'date', label: column('date'), render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(p.date)}</span> },
    {
      id: 'status',
      label: column('status'),
      render: (p) => (
        <Chip
          size="small"
          color={p.performanceStatus === ManualPerformanceStatus.official ? 'success' : 'default'}
          label={statusText(t, p.performanceStatus)}
          data-status={p.performanceStatus}
        />
      ),
    },
  ];
  return (
    <DataTable
      label={t('manualBestlists.performances.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(p) => p.id}
      loading={loading}
      grouping={{
        groupKey: (p) => String(p.eventType),
        renderHeading: (group) => <strong>{eventTypeText(t, eventTypeNames, group[0].eventType)}</strong>,
        headingLabel: (group) => eventTypeText(t, eventTypeNames, group[0].eventType),
      }}
      actions={(p) => (
        <>
          <IconAction label={t('manualBestlists.performances.edit', { name: athleteName(p) })} icon={<EditIcon />} disabled={!linkOf(p, 'update')} onClick={() => onEdit(p)} />
          <IconAction label={t('manualBestlists.performances.delete', { name: athleteName(p) })} icon={<DeleteIcon />} disabled={!linkOf(p, 'delete')} onClick={() => onDelete(p)} />
        </>
      )}
      footer={footer}
    />
  );
}
