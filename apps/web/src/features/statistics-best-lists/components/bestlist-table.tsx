import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { BestList } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { linkOf } from '../../../lib/links';

export interface BestListTableProps {
  rows: readonly BestList[];
  loading: boolean;
  onEdit: (row: BestList) => void;
  onExport: (row: BestList) => void;
  footer?: ReactNode;
}

/** Opens the public page of a list in a new tab; disabled without the row's `external_view` link. */
function ExternalViewAction({ row }: { row: BestList }) {
  const { t } = useTranslation();
  const view = linkOf(row, 'external_view');
  const label = t('statistics.bestlists.list.externalView', { name: row.name });
  return (
    <Tooltip title={label}>
      <span>
        {view ? (
          <IconButton size="small" component="a" href={view.href} target="_blank" rel="noopener" aria-label={label}>
            <OpenInNewIcon />
          </IconButton>
        ) : (
          <IconButton size="small" disabled aria-label={label}>
            <OpenInNewIcon />
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
}

/** The best lists: name and regional restriction; each row action is enabled exactly when its link is present. */
export function BestListTable({ rows, loading, onEdit, onExport, footer }: BestListTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<BestList>[] = [
    { id: 'name', label: t('statistics.bestlists.fields.name'), minWidth: 200, render: (row) => row.name },
    { id: 'regionalRestriction', label: t('statistics.bestlists.fields.regionalRestriction'), render: (row) => row.regionalRestrictionName ?? '' },
  ];
  return (
    <DataTable
      label={t('statistics.bestlists.list.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      loading={loading}
      actions={(row) => (
        <>
          <ExternalViewAction row={row} />
          <IconAction label={t('statistics.bestlists.list.edit', { name: row.name })} icon={<EditIcon />} disabled={!linkOf(row, 'update')} onClick={() => onEdit(row)} />
          <IconAction
            label={t('statistics.bestlists.list.export', { name: row.name })}
            icon={<FileDownloadIcon />}
            disabled={!linkOf(row, 'startexport')}
            onClick={() => onExport(row)}
          />
        </>
      )}
      footer={footer}
    />
  );
}
