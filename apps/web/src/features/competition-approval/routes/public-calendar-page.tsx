import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PublicCalendarItem } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FilterSelect } from '../../../components/ui/filter-select';
import { publicCalendarQueryOptions } from '../api/approval-queries';
import { formatCourseLength, formatSpan } from '../components/approval-format';
import { calendarFeedQueryOptions, calendarFeedUrl, upcomingMonths, type CalendarFilter } from '../components/calendar-links';

/**
 * /calendar, open to everyone: the approved runs from today on, by state association and month,
 * with the organisers' websites and a feed to subscribe to in a calendar program.
 */
export function PublicCalendarPage() {
  const { t, i18n } = useTranslation();
  const [regionId, setRegionId] = useState<number | ''>('');
  const [month, setMonth] = useState('');
  const filter: CalendarFilter = useMemo(() => ({ regionId: regionId === '' ? undefined : regionId, month: month || undefined }), [regionId, month]);
  const calendar = useQuery(publicCalendarQueryOptions(filter));
  const feed = useQuery(calendarFeedQueryOptions());
  const months = useMemo(() => upcomingMonths(new Date(), i18n.language), [i18n.language]);
  const feedUrl = feed.data ? calendarFeedUrl(feed.data, filter, i18n.language, window.location.origin) : undefined;

  const distances = (item: PublicCalendarItem) =>
    item.distances.map((d) => d.name || formatCourseLength(d.courseLength, d.measurement, i18n.language)).join(', ');
  const columns: DataTableColumn<PublicCalendarItem>[] = [
    { id: 'date', label: t('publicCalendar.date'), render: (item) => <span style={{ whiteSpace: 'nowrap' }}>{formatSpan(item.startDate, item.endDate)}</span> },
    { id: 'name', label: t('publicCalendar.name'), render: (item) => <strong>{item.name}</strong>, minWidth: 180 },
    { id: 'town', label: t('publicCalendar.town'), render: (item) => item.town },
    { id: 'distances', label: t('calendar.distances'), render: distances, minWidth: 160 },
    { id: 'organizer', label: t('calendar.organizer'), render: (item) => item.organizer },
    {
      id: 'links',
      label: t('publicCalendar.links'),
      render: (item) => (
        <Stack sx={{ gap: 0.5 }}>
          {item.website && (
            <Link href={item.website} target="_blank" rel="noopener noreferrer" aria-label={t('publicCalendar.websiteOf', { name: item.name })}>
              {t('publicCalendar.website')}
            </Link>
          )}
          {item.entryLink && (
            <Link href={item.entryLink} target="_blank" rel="noopener noreferrer" aria-label={t('publicCalendar.entryOf', { name: item.name })}>
              {t('publicCalendar.entry')}
            </Link>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <PageFrame title={t('publicCalendar.title')} help={t('publicCalendar.help')}>
      <Typography sx={{ mb: 2 }}>{t('publicCalendar.intro')}</Typography>
      <Box
        role="search"
        aria-label={t('common.filters')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'center', mb: 2 }}
      >
        <FilterSelect
          id="calendar-region"
          label={t('approvalCommon.region')}
          value={regionId}
          options={(calendar.data?.regions ?? []).map((r) => ({ value: r.value, text: r.text }))}
          onChange={setRegionId}
        />
        <TextField
          select
          id="calendar-month"
          label={t('publicCalendar.month')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          size="small"
          margin="none"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('publicCalendar.allMonths')}</MenuItem>
          {months.map((m) => (
            <MenuItem key={m.value} value={m.value}>
              {m.text}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<EventIcon />} component="a" href={feedUrl} disabled={!feedUrl}>
          {t('publicCalendar.subscribe')}
        </Button>
      </Box>
      <DataTable
        label={t('publicCalendar.tableLabel')}
        rows={calendar.data?.items ?? []}
        columns={columns}
        rowId={(item) => item.id}
        loading={calendar.isFetching}
        emptyText={t('publicCalendar.none')}
      />
    </PageFrame>
  );
}
