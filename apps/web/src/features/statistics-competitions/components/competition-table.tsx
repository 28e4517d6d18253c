import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PORTAL_IMPORT_SOURCE, type PerformanceCompetition } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { linkOf } from '../../../lib/links';
import { competitionDates, competitionPlace } from './competition-format';

export interface CompetitionTableProps {
  rows: readonly PerformanceCompetition[];
  loading: boolean;
  onEdit: (row: PerformanceCompetition) => void;
  footer?: ReactNode;
}

/**
 * The competitions: name, date, location, area, district and state association. Edit is enabled
 * exactly when the row carries its `update` link (portal entries); imported ones name their source.
 */
export function CompetitionTable({ rows, loading, onEdit, footer }: CompetitionTableProps) {
  const { t } = useTranslation();
  const { t: field } = useTranslation('statistics', { keyPrefix: 'statistics.competitions.fields' });
  const columns: DataTableColumn<PerformanceCompetition>[] = [
    {
      id: 'name',
      label: field('name'),
      minWidth: 180,
      render: (row) => (
        <>
          <span>{row.name}</span>
          {row.importSource !== PORTAL_IMPORT_SOURCE && (
            <Typography variant="caption" component="p" color="text.secondary">
              {t('statistics.competitions.list.imported', { source: row.importSource })}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'date', label: field('date'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{competitionDates(row)}</span> },
    { id: 'place', label: field('place'), render: (row) => competitionPlace(row) },
    { id: 'area', label: field('area'), render: (row) => row.areaName ?? '' },
    { id: 'district', label: field('district'), render: (row) => row.districtName ?? '' },
    { id: 'state', label: field('stateCode'), render: (row) => row.stateName ?? '' },
  ];
  return (
    <DataTable
      label={t('statistics.competitions.list.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      loading={loading}
      actions={(row) => (
        <IconAction
          label={t('statistics.competitions.list.edit', { name: row.name })}
          icon={<EditIcon />}
          disabled={!linkOf(row, 'update')}
          onClick={() => onEdit(row)}
        />
      )}
      footer={footer}
    />
  );
}
