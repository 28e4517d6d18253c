import { formatDay, type PerformanceCompetition } from '@portal/domain';

/** The date column: one day, or from – till when the competition lasts several days (DD.MM.YYYY). */
export function competitionDates(c: Pick<PerformanceCompetition, 'dateFrom' | 'dateTo'>): string {
  const from = formatDay(c.dateFrom);
  return c.dateTo && c.dateTo !== c.dateFrom ? `${from} – ${formatDay(c.dateTo)}` : from;
}

/** The location column: town, nation and venue, leaving out what is empty. */
export function competitionPlace(c: Pick<PerformanceCompetition, 'town' | 'nation' | 'location'>): string {
  return [c.town, c.nation, c.location].filter((part) => part && part.trim()).join(', ');
}
