import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ManualBestlist } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { linkOf } from '../../../lib/links';
import { environmentText, yearText } from './list-labels';

export interface ManualBestlistTableProps {
  rows: readonly ManualBestlist[];
  loading: boolean;
  onEdit: (row: ManualBestlist) => void;
  onDelete: (row: ManualBestlist) => void;
  onPerformances: (row: ManualBestlist) => void;
  footer?: ReactNode;
}

/**
 * The manual lists (spec §2.7): actions edit, delete and performances, each enabled exactly when
 * the row carries its link; the name with the code in brackets, year and environment below; the class.
 */
export function ManualBestlistTable({ rows, loading, onEdit, onDelete, onPerformances, footer }: ManualBestlistTableProps) {
  const { t } = useTranslation();
  const { t: field } = useTranslation('manual-bestlists', { keyPrefix: 'manualBestlists.fields' });
  const columns: DataTableColumn<ManualBestlist>[] = [
    {
      id: 'name',
      label: field('nameCode'),
      minWidth: 220,
      render: (row) => (
        <>
          <span>{`${row.name} (${row.code})`}</span>
          <Typography variant="caption" component="p" color="text.secondary">
            {t('manualBestlists.list.yearAndEnvironment', { year: yearText(t, row.year), environment: environmentText(t, row.eventEnvironment) })}
          </Typography>
        </>
      ),
    },
    { id: 'class', label: field('nationalClassShort'), render: (row) => row.className },
    { id: 'count', label: field('performanceCount'), align: 'right', render: (row) => row.performanceCount },
  ];
  return (
    <DataTable
      label={t('manualBestlists.list.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      loading={loading}
      actions={(row) => (
        <>
          <IconAction label={t('manualBestlists.list.edit', { name: row.name })} icon={<EditIcon />} disabled={!linkOf(row, 'update')} onClick={() => onEdit(row)} />
          <IconAction label={t('manualBestlists.list.delete', { name: row.name })} icon={<DeleteIcon />} disabled={!linkOf(row, 'delete')} onClick={() => onDelete(row)} />
          <IconAction
            label={t('manualBestlists.list.performances', { name: row.name })}
            icon={<FormatListNumberedIcon />}
            disabled={!linkOf(row, 'get_manual_performances')}
            onClick={() => onPerformances(row)}
          />
        </>
      )}
      footer={footer}
    />
  );
}
