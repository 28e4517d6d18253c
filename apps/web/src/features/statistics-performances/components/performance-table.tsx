import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import RestoreIcon from '@mui/icons-material/Restore';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Link, PerformanceRow } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { formatDate } from '../../../lib/dates';
import { linkOf } from '../../../lib/links';
import { PerformanceStatusChip } from './status-chips';

export interface PerformanceCommands {
  /** Rejects or restores the row's performance for its one best list (`reject`/`restore`). */
  toggle: (row: PerformanceRow, link: Link) => void;
  checkings: (row: PerformanceRow) => void;
  edit: (row: PerformanceRow) => void;
  remove: (row: PerformanceRow, link: Link) => void;
  busy: boolean;
}

export interface PerformanceTableProps {
  rows: readonly PerformanceRow[];
  loading: boolean;
  emptyText?: string;
  commands: PerformanceCommands;
  footer?: ReactNode;
}

/**
 * The performances (spec §2.3): status, mark, wind, event, competitor, nation, year of birth, club,
 * date, competition, town and creator. Each action is offered exactly when the row carries its
 * link: reject or restore at once where the row stands for one best list, else the checkings
 * (disabled without any list); edit and delete for the creator organisation.
 */
export function PerformanceTable({ rows, loading, emptyText, commands, footer }: PerformanceTableProps) {
  const { t } = useTranslation();
  const { t: field } = useTranslation('statistics', { keyPrefix: 'statistics.performances.fields' });
  const columns: DataTableColumn<PerformanceRow>[] = [
    { id: 'status', label: field('status'), render: (row) => <PerformanceStatusChip status={row.status} label={row.statusLocalized} /> },
    {
      id: 'bestResult',
      label: field('bestResult'),
      align: 'right',
      render: (row) => (
        <strong>
          {row.bestResultString}
          {row.pointsOverridden && <span title={t('statistics.public.pointsOverridden')}> †</span>}
        </strong>
      ),
    },
    { id: 'wind', label: field('wind'), align: 'right', render: (row) => row.bestWind },
    { id: 'event', label: field('event'), render: (row) => row.definitionEventShortNational },
    { id: 'competitor', label: field('competitor'), minWidth: 140, render: (row) => row.competitorFullName },
    { id: 'nation', label: field('nation'), render: (row) => row.nation ?? '' },
    { id: 'yob', label: field('yob'), render: (row) => (row.yob === null ? '' : String(row.yob)) },
    { id: 'organization', label: field('organization'), minWidth: 140, render: (row) => row.performanceOrganizationName },
    { id: 'date', label: field('date'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.performanceDateTime)}</span> },
    { id: 'competition', label: field('competition'), minWidth: 160, render: (row) => row.performanceCompetitionName },
    { id: 'town', label: field('town'), render: (row) => row.performanceCompetitionTown },
    { id: 'creator', label: field('creator'), render: (row) => row.creatorName },
  ];
  const name = (row: PerformanceRow) => `${row.competitorFullName} ${row.bestResultString}`;
  return (
    <DataTable
      label={t('statistics.performances.list.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      loading={loading}
      emptyText={emptyText}
      actions={(row) => {
        const reject = linkOf(row, 'reject');
        const restore = linkOf(row, 'restore');
        const toggle = reject ?? restore;
        const edit = linkOf(row, 'update');
        const remove = linkOf(row, 'delete_perf');
        return (
          <>
            {toggle ? (
              <IconAction
                label={t(reject ? 'statistics.performances.list.reject' : 'statistics.performances.list.restore', { name: name(row) })}
                icon={reject ? <BlockIcon /> : <RestoreIcon />}
                color={reject ? 'error' : 'success'}
                disabled={commands.busy}
                onClick={() => commands.toggle(row, toggle)}
              />
            ) : (
              <IconAction
                label={t('statistics.performances.list.checkings', { name: name(row) })}
                icon={<FactCheckIcon />}
                disabled={row.noPerfList || !linkOf(row, 'get_checkings')}
                onClick={() => commands.checkings(row)}
              />
            )}
            <IconAction label={t('statistics.performances.list.edit', { name: name(row) })} icon={<EditIcon />} disabled={!edit} onClick={() => commands.edit(row)} />
            <IconAction
              label={t('statistics.performances.list.delete', { name: name(row) })}
              icon={<DeleteIcon />}
              disabled={!remove || commands.busy}
              onClick={() => remove && commands.remove(row, remove)}
            />
          </>
        );
      }}
      footer={footer}
    />
  );
}
