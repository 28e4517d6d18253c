import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { ResultImport } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { RelativeTime } from '../../../components/ui/relative-time';
import { pathTo } from '../../../lib/routing';
import { ImportCountChips, ImportStateChip } from './import-chips';
import { importDates } from './import-format';

export interface ImportTableProps {
  rows: readonly ResultImport[];
  loading: boolean;
  onOpen: (row: ResultImport) => void;
  footer?: ReactNode;
}

/**
 * The imports: file, competition with its days, state, row counts, who imported and when. The file
 * name leads to the import's page. On a phone who and when give way to the essentials.
 */
export function ImportTable({ rows, loading, onOpen, footer }: ImportTableProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { t: field } = useTranslation('results-import', { keyPrefix: 'resultsImport.screen.fields' });
  const columns: DataTableColumn<ResultImport>[] = [
    {
      id: 'file',
      label: field('file'),
      minWidth: 160,
      render: (row) => (
        <>
          <Link component={RouterLink} to={pathTo('import', { id: row.id })} sx={{ overflowWrap: 'anywhere' }}>
            {row.fileName}
          </Link>
          {row.source === 'roadRace' && (
            <Typography variant="caption" component="p" color="text.secondary">
              {t('resultsImport.screen.source.roadRace')}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'competition',
      label: field('competition'),
      minWidth: 180,
      render: (row) => (
        <>
          <span>{row.competitionName}</span>
          <Typography variant="caption" component="p" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {importDates(row)}
            {row.newCompetition ? ` · ${t('resultsImport.screen.newCompetitionMark')}` : ''}
          </Typography>
        </>
      ),
    },
    { id: 'state', label: field('state'), render: (row) => <ImportStateChip item={row} /> },
    { id: 'counts', label: field('counts'), render: (row) => <ImportCountChips counts={row.counts} /> },
    ...(narrow
      ? []
      : [
          { id: 'user', label: field('user'), render: (row: ResultImport) => row.userName ?? '' },
          { id: 'createdAt', label: field('createdAt'), render: (row: ResultImport) => <RelativeTime value={row.createdAt} /> },
        ]),
  ];
  return (
    <DataTable
      label={t('resultsImport.screen.list.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      loading={loading}
      emptyText={t('resultsImport.screen.list.empty')}
      actions={(row) => <IconAction label={t('resultsImport.screen.list.open', { name: row.fileName })} icon={<OpenInNewIcon />} onClick={() => onOpen(row)} />}
      footer={footer}
    />
  );
}
