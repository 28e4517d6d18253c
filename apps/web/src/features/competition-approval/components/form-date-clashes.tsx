import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, parseLocalDateTime } from '@portal/domain';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { dateClashesQueryOptions } from '../api/approval-queries';

export interface ClashInput {
  /** `YYYY-MM-DDTHH:mm`, or anything unreadable while the start is incomplete. */
  startDate: string;
  regionId: number | null;
  town: string;
  latitude: number | null;
  longitude: number | null;
  /** The application itself, so that it does not clash with its own stored version. */
  excludeId: number | null;
}

/** The clash query for the form's current values, or null while day or state association are missing. */
export function clashQuery(input: ClashInput) {
  const startDate = parseLocalDateTime(input.startDate);
  if (!startDate || input.regionId === null) return null;
  const coordinate = (value: number | null) => (value === null || Number.isNaN(value) ? undefined : value);
  return {
    startDate,
    regionId: input.regionId,
    town: input.town.trim() || undefined,
    latitude: coordinate(input.latitude),
    longitude: coordinate(input.longitude),
    excludeId: input.excludeId ?? undefined,
  };
}

/**
 * Warns when other events take place on the same day nearby (same state association within 30 km,
 * or the same town): the organiser may want to move the date before applying. Asked only once the
 * typing has paused.
 */
export function FormDateClashes(props: ClashInput) {
  const { t } = useTranslation();
  // Debounced as text: an equal query built on the next render must not start the wait again.
  const settled = useDebouncedValue(JSON.stringify(clashQuery(props)), 500);
  const query = JSON.parse(settled) as ReturnType<typeof clashQuery>;
  const clashes = useQuery(dateClashesQueryOptions(query));
  const items = query ? (clashes.data ?? []) : [];
  if (items.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ my: 2 }} role="status">
      <AlertTitle>{t('approvalForm.clashesTitle', { count: items.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {items.map((c) => (
          <li key={c.id}>
            {t('approvalForm.clash', { name: c.name, day: formatDay(c.startDate), town: c.town, organizer: c.organizer })}
            {c.distanceKm !== null && ` (${t('approvalForm.clashDistance', { km: Math.round(c.distanceKm) })})`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
