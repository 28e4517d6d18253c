import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { PublicRankingEntry } from '@portal/domain';
import { formatDate } from '../../../lib/dates';
import { pathTo } from '../../../lib/routing';
import { PrintedListTable, type PrintedListColumn } from '../../../components/ui/printed-list-table';

export interface RankingTableProps {
  label: string;
  entries: readonly PublicRankingEntry[];
  /** The rank column (the wind-assisted marks have none). */
  ranked: boolean;
  /** The wind column (events with a wind reading). */
  wind: boolean;
  /** A smaller table (the wind-assisted marks below the ranking). */
  dense?: boolean;
  emptyText?: string;
}

type Column = PrintedListColumn<PublicRankingEntry, 'rank' | 'mark' | 'wind' | 'athlete' | 'yob' | 'club' | 'nation' | 'date' | 'competition' | 'town'>;

/**
 * The ranking as the lists print it: rank, mark (hand times with `*`, as the server writes them),
 * wind with its sign, athlete, year of birth, club, nation, date, competition and town. On a phone
 * the table scrolls sideways, its first columns staying readable.
 */
export function RankingTable({ label, entries, ranked, wind, dense = false, emptyText }: RankingTableProps) {
  const { t } = useTranslation();
  const { t: heading } = useTranslation('statistics', { keyPrefix: 'statistics.public.columns' });
  const columns: Column[] = [
    ...(ranked ? [{ id: 'rank' as const, align: 'right' as const, render: (e: PublicRankingEntry) => (e.rank === null ? '' : `${e.rank}.`) }] : []),
    // A dagger marks combined events whose points a statistician overrode; the legend below explains it.
    { id: 'mark', align: 'right', render: (e) => (e.pointsOverridden ? `${e.bestResultString} †` : e.bestResultString) },
    ...(wind ? [{ id: 'wind' as const, align: 'right' as const, render: (e: PublicRankingEntry) => e.bestWind ?? '' }] : []),
    // The name leads to the athlete's profile (team events have none).
    {
      id: 'athlete',
      render: (e) =>
        e.competitorId === null ? (
          e.competitorFullName
        ) : (
          <Link component={RouterLink} to={pathTo('athlete', { id: e.competitorId })}>
            {e.competitorFullName}
          </Link>
        ),
    },
    { id: 'yob', render: (e) => e.yob ?? '' },
    { id: 'club', render: (e) => e.organizationName },
    { id: 'nation', render: (e) => e.nation ?? '' },
    { id: 'date', render: (e) => formatDate(e.performanceDateTime) },
    { id: 'competition', render: (e) => e.performanceCompetitionName },
    { id: 'town', render: (e) => e.performanceCompetitionTown },
  ];
  return (
    <PrintedListTable label={label} columns={columns} heading={heading} entries={entries} emptyText={emptyText} dense={dense}>
      {entries.some((e) => e.pointsOverridden) && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
          † {t('statistics.public.pointsOverridden')}
        </Typography>
      )}
    </PrintedListTable>
  );
}
