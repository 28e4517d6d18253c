import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The calendar's filter: a state association and a month (`YYYY-MM`), both optional. */
export interface CalendarFilter {
  regionId?: number;
  month?: string;
}

/** The root's address of the iCalendar feed (anonymous), looked up once. */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: ['public-calendar', 'feed-href'],
    queryFn: () => api.href('public_calendar_ics'),
    staleTime: Infinity,
  });

/**
 * The absolute feed address with the same filters as the page, so that a calendar program that
 * subscribes gets exactly the runs the visitor sees, with texts in the interface language.
 */
export function calendarFeedUrl(href: string, filter: CalendarFilter, language: string, origin: string): string {
  const url = new URL(href, origin);
  if (filter.regionId !== undefined) url.searchParams.set('regionId', String(filter.regionId));
  if (filter.month) url.searchParams.set('month', filter.month);
  url.searchParams.set('culture', language.slice(0, 2));
  return url.toString();
}

/** The month filter's choices: this month and the eleven after it, as `YYYY-MM` with a name in `language`. */
export function upcomingMonths(today: Date, language: string, count = 12): { value: string; text: string }[] {
  const name = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' });
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(today.getFullYear(), today.getMonth() + i, 1);
    return { value: `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`, text: name.format(first) };
  });
}
