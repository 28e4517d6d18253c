import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { PublicRecord, PublicRecordSet } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { pathTo } from '../../../lib/routing';
import { dayText, eventTypeLabel, placeText, resultText } from './record-format';

type Row = PublicRecord & { eventType: number };

/** One set's published records grouped by event type: event, result (wind), athlete (country), town (country), day. */
export function PublicRecordTable({ set }: { set: PublicRecordSet }) {
  const { t } = useTranslation();
  const { t: column } = useTranslation('records', { keyPrefix: 'records.public.columns' });
  const rows: Row[] = set.groups.flatMap((g) => g.records.map((r) => ({ ...r, eventType: g.eventType })));
  const columns: DataTableColumn<Row>[] = [
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
    {
      id: 'athlete',
      label: column('athlete'),
      minWidth: 160,
      // Where the record came from a statistics performance, the name leads to the athlete's profile.
      render: (row) =>
        row.competitorId === null ? (
          `${row.athleteName} (${row.athleteIocCode})`
        ) : (
          <>
            <Link component={RouterLink} to={pathTo('athlete', { id: row.competitorId })}>
              {row.athleteName}
            </Link>{' '}
            ({row.athleteIocCode})
          </>
        ),
    },
    { id: 'place', label: column('place'), render: (row) => placeText(row.recordTown, row.recordCountry) },
    { id: 'date', label: column('date'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{dayText(row.date)}</span> },
  ];
  const heading = (group: Row[]) => eventTypeLabel(t, group[0].eventType);
  return (
    <DataTable
      label={set.name}
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      emptyText={t('records.public.empty')}
      grouping={{
        groupKey: (row) => String(row.eventType),
        renderHeading: (group) => (
          <Typography variant="subtitle2" component="span">
            {heading(group)}
          </Typography>
        ),
        headingLabel: heading,
      }}
    />
  );
}
