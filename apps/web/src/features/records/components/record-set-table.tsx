import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Link, RecordSet } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { linkOf } from '../../../lib/links';
import { environmentLabel, recordTypeLabel, setNameWithCode, validityText } from './record-format';

export interface RecordSetTableProps {
  rows: readonly RecordSet[];
  loading: boolean;
  onOpen: (row: RecordSet) => void;
  onEdit: (row: RecordSet) => void;
  onDelete: (row: RecordSet, link: Link) => void;
  footer?: ReactNode;
}

/** The sets: name (code), class, validity (qualifier), type, records; each action enabled exactly when the row carries its link. */
export function RecordSetTable({ rows, loading, onOpen, onEdit, onDelete, footer }: RecordSetTableProps) {
  const { t } = useTranslation();
  const { t: field } = useTranslation('records', { keyPrefix: 'records.sets.fields' });
  const columns: DataTableColumn<RecordSet>[] = [
    { id: 'name', label: field('nameColumn'), minWidth: 200, render: (row) => setNameWithCode(row) },
    { id: 'class', label: field('class'), render: (row) => row.className },
    { id: 'validity', label: field('validity'), render: (row) => validityText(t, row) },
    { id: 'type', label: field('recordType'), render: (row) => recordTypeLabel(t, row.recordType) },
    { id: 'environment', label: field('eventEnvironment'), render: (row) => environmentLabel(t, row.eventEnvironment) },
    { id: 'count', label: field('recordCount'), align: 'right', render: (row) => row.recordCount },
  ];
  return (
    <DataTable
      label={t('records.sets.list.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      loading={loading}
      emptyText={t('records.sets.list.empty')}
      actions={(row) => {
        const remove = linkOf(row, 'delete');
        return (
          <>
            <IconAction label={t('records.sets.list.open', { name: row.name })} icon={<ListAltIcon />} disabled={!linkOf(row, 'get_records')} onClick={() => onOpen(row)} />
            <IconAction label={t('records.sets.list.edit', { name: row.name })} icon={<EditIcon />} disabled={!linkOf(row, 'update')} onClick={() => onEdit(row)} />
            <IconAction label={t('records.sets.list.delete', { name: row.name })} icon={<DeleteIcon />} disabled={!remove} onClick={() => remove && onDelete(row, remove)} />
          </>
        );
      }}
      footer={footer}
    />
  );
}
