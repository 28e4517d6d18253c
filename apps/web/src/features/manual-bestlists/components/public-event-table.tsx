import { useTranslation } from '../../../lib/use-translation';
import { ManualPerformanceStatus, type PublicManualEntry, type PublicManualEvent } from '@portal/domain';
import { formatDate } from '../../../lib/dates';
import { PrintedListTable, type PrintedListColumn } from '../../../components/ui/printed-list-table';

/** A column, headed by `manualBestlists.public.columns.<id>`. */
type Column = PrintedListColumn<PublicManualEntry, 'rank' | 'mark' | 'wind' | 'athlete' | 'nation' | 'yob' | 'club' | 'date' | 'place'>;

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
  return <PrintedListTable label={event.eventName} columns={columns} heading={(id) => t(`manualBestlists.public.columns.${id}`)} entries={event.entries} />;
}
