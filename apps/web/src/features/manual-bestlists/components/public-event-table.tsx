import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../../lib/use-translation';
import { ManualPerformanceStatus, type PublicManualEntry, type PublicManualEvent } from '@portal/domain';
import { formatDate } from '../../../lib/dates';
import { TableScroller } from '../../../components/ui/table-scroller';

/** A column, headed by `manualBestlists.public.columns.<id>`. */
type Column = { id: 'rank' | 'mark' | 'wind' | 'athlete' | 'nation' | 'yob' | 'club' | 'date' | 'place'; align?: 'right'; render: (e: PublicManualEntry) => string | number };

/**
 * The marks of one event as printed lists show them: rank, mark (hand times with `*`, unofficial
 * marks and records marked), wind with its sign where it counts, athlete, nation, year of birth,
 * club, date and place. On a phone the table scrolls sideways.
 */
export function PublicEventTable({ event }: { event: PublicManualEvent }) {
  const { t } = useTranslation();
  const markOf = (e: PublicManualEntry) =>
    [e.mark, e.performanceStatus === ManualPerformanceStatus.unofficial ? t('manualBestlists.public.unofficialMark') : '', e.isRecord ? t('manualBestlists.public.recordMark') : '']
      .filter(Boolean)
      .join(' ');
  const wind: Column = { id: 'wind', align: 'right', render: (e) => e.wind ?? '' };
  const columns: Column[] = [
    { id: 'rank', align: 'right', render: (e) => `${e.rank}.` },
    { id: 'mark', align: 'right', render: markOf },
    ...(event.wind ? [wind] : []),
    { id: 'athlete', render: (e) => e.athleteName },
    { id: 'nation', render: (e) => e.athleteIocCode },
    { id: 'yob', render: (e) => e.yearOfBirth },
    { id: 'club', render: (e) => e.organizationName },
    { id: 'date', render: (e) => formatDate(e.date) },
    { id: 'place', render: (e) => [`${e.town} (${e.country})`, e.location].filter(Boolean).join(', ') },
  ];
  return (
    <TableScroller label={event.eventName}>
      <Table size="small" aria-label={event.eventName} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.id} align={c.align} sx={{ fontWeight: 600 }}>
                {t(`manualBestlists.public.columns.${c.id}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {event.entries.map((entry) => (
            <TableRow key={entry.id} hover data-row-id={entry.id}>
              {columns.map((c) => (
                <TableCell key={c.id} align={c.align} sx={c.id === 'mark' ? { fontWeight: 600 } : undefined}>
                  {c.render(entry)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
