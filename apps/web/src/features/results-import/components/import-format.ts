import { formatDay, type ImportAthlete, type ImportRow, type ResultImport } from '@portal/domain';

/** The competition's days: one day, or from – till when it lasts several (DD.MM.YYYY). */
export function importDates(i: Pick<ResultImport, 'competitionDateFrom' | 'competitionDateTo'>): string {
  const from = formatDay(i.competitionDateFrom);
  return i.competitionDateTo && i.competitionDateTo !== i.competitionDateFrom ? `${from} – ${formatDay(i.competitionDateTo)}` : from;
}

/** A row's athlete as the file names them: name, then year of birth and club where given. */
export function rowAthleteName(a: ImportRow['athlete']): string {
  return [a.lastName, a.firstName].filter(Boolean).join(', ');
}

/** Year of birth and club of a row's athlete, leaving out what the file does not give. */
export function rowAthleteDetails(a: ImportRow['athlete']): string {
  return [a.yearOfBirth, a.club].filter((part) => part !== null && part !== '').join(' · ');
}

/** An athlete of the federation: “Muster, Max (2001, LG Bergstraße)”. */
export function athleteLabel(a: ImportAthlete): string {
  return `${a.lastName}, ${a.firstName} (${a.yearOfBirth}, ${a.club})`;
}

/** The wind as the lists write it: +1.2, -0.4, 0.0. */
export function formatWind(wind: number | null): string {
  if (wind === null) return '';
  return `${wind > 0 ? '+' : ''}${wind.toFixed(1)}`;
}
