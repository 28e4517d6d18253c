import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Link, RecordEntry } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { linkOf } from '../../../lib/links';
import { athleteText, dayText, eventTypeLabel, placeText, resultText } from './record-format';

export interface RecordTableProps {
  rows: readonly RecordEntry[];
  loading: boolean;
  onEdit: (row: RecordEntry) => void;
  onDelete: (row: RecordEntry, link: Link) => void;
  footer?: ReactNode;
}

/**
 * A set's records grouped by event type (spec §2.6): name (first last (IOC)), event, result with
 * wind in brackets, town (country), date; edit and delete as each row's links allow.
 */
export function RecordTable({ rows, loading, onEdit, onDelete, footer }: RecordTableProps) {
  const { t } = useTranslation();
  const { t: column } = useTranslation('records', { keyPrefix: 'records.list.columns' });
  const columns: DataTableColumn<RecordEntry>[] = [
    { id: 'name', label: column('name'), minWidth: 180, render: (row) => athleteText(row) },
    { id: 'event', label: column('event'), render: (row) => row.eventName },
    {
      id: 'result',
      label: column('result'),
      render: (row) => (
        <>
          <span style={{ whiteSpace: 'nowrap' }}>{resultText(row)}</span>
          {row.recordStatus === 2 && (
            <Typography variant="caption" component="p" color="text.secondary">
              {t('records.status.2')}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'place', label: column('place'), render: (row) => placeText(row.recordTown, row.recordCountry) },
    { id: 'date', label: column('date'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{dayText(row.date)}</span> },
  ];
  const heading = (group: RecordEntry[]) => eventTypeLabel(t, group[0].eventType);
  return (
    <DataTable
      label={t('records.list.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      loading={loading}
      emptyText={t('records.list.empty')}
      grouping={{
        groupKey: (row) => String(row.eventType),
        renderHeading: (group) => (
          <Typography variant="subtitle2" component="span">
            {heading(group)}
          </Typography>
        ),
        headingLabel: heading,
      }}
      actions={(row) => {
        const name = `${row.athleteFirstname} ${row.athleteLastname}`;
        const remove = linkOf(row, 'delete');
        return (
          <>
            <IconAction label={t('records.list.edit', { name, event: row.eventName })} icon={<EditIcon />} disabled={!linkOf(row, 'update')} onClick={() => onEdit(row)} />
            <IconAction label={t('records.list.delete', { name, event: row.eventName })} icon={<DeleteIcon />} disabled={!remove} onClick={() => remove && onDelete(row, remove)} />
          </>
        );
      }}
      footer={footer}
    />
  );
}
