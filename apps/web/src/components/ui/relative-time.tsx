import Tooltip from '@mui/material/Tooltip';
import { dayjs } from '../../lib/dates';
import { useTranslation } from '../../lib/use-translation';

/** Full date and time as shown in the tooltip (spec §9: dates DD.MM.YYYY). */
export const formatDateTime = (value: string | Date) => dayjs(value).format('DD.MM.YYYY HH:mm');

/** "vor 3 Tagen" in the interface language, with the exact date and time in a tooltip. */
export function RelativeTime({ value }: { value: string | Date | null | undefined }) {
  // Subscribing to the language re-renders when it changes; dayjs's locale is switched with it.
  useTranslation();
  if (!value) return null;
  const date = dayjs(value);
  if (!date.isValid()) return null;
  const full = formatDateTime(value);
  return (
    <Tooltip title={full}>
      <time dateTime={date.toISOString()} tabIndex={0} style={{ whiteSpace: 'nowrap' }}>
        {date.fromNow()}
      </time>
    </Tooltip>
  );
}
