import { eventsForClass } from '../reference/class-events';
import type { EventDefinition } from '../reference/events';
import { Environment } from '../seasons/environment';
import { MANUAL_LIST_YEARS_BACK } from './constants';

/** Text limits of the manual list forms (spec §5 shared limits: 6, 20, 200). */
export const ManualBestlistLimits = {
  name: 200,
  code: 6,
  search: 200,
  athleteName: 100,
  nationalAthleteCode: 20,
  organizationName: 200,
  town: 200,
  location: 200,
  details: 200,
  /** Ages of a list: whole years, 0 = no bound. */
  maxAge: 150,
  /** Implement weight (kg) or hurdle height (cm). */
  maxHeightWeight: 9999,
} as const;

/** The year of birth selector reaches back this many years before the current one (spec §9: 150 values). */
export const MANUAL_YEAR_OF_BIRTH_YEARS_BACK = 149;

/** The list's year choices besides "All" (spec §2.7, §9): the current year and the 100 before, newest first. */
export function manualListYears(currentYear: number): number[] {
  return Array.from({ length: MANUAL_LIST_YEARS_BACK + 1 }, (_, i) => currentYear - i);
}

/** The year of birth choices (spec §9): the current year and the 149 before, newest first. */
export function manualYearOfBirthChoices(currentYear: number): number[] {
  return Array.from({ length: MANUAL_YEAR_OF_BIRTH_YEARS_BACK + 1 }, (_, i) => currentYear - i);
}

/** Whether `year` is a year a list may have (null is "All"). */
export const isManualListYear = (year: number | null, currentYear: number): boolean =>
  year === null || (Number.isInteger(year) && year <= currentYear && year >= currentYear - MANUAL_LIST_YEARS_BACK);

/** Whether `year` is a year of birth the form offers. */
export const isManualYearOfBirth = (year: number, currentYear: number): boolean =>
  Number.isInteger(year) && year <= currentYear && year >= currentYear - MANUAL_YEAR_OF_BIRTH_YEARS_BACK;

/**
 * The events of a manual list: the events of its class (`eventsForClass`) held where the list is —
 * an indoor list gets the indoor and both-ways events, an outdoor list the outdoor and both-ways
 * ones, a list of both environments every event of the class.
 */
export function manualListEvents(classCode: string, environment: number): EventDefinition[] {
  return eventsForClass(classCode).filter((e) => environment === Environment.all || e.environment === Environment.all || e.environment === environment);
}

/** Wind is read for a list's mark only where it counts: wind events, on a list that is not indoor. */
export const manualListWind = (event: { windRequired: boolean }, listEnvironment: number): boolean => event.windRequired && listEnvironment !== Environment.indoor;
