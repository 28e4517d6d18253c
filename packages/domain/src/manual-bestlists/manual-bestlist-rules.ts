import { eventsForClass } from '../reference/class-events';
import type { EventDefinition } from '../reference/events';
import { Environment } from '../seasons/environment';
import { seasonRange, seasonYear } from '../seasons/seasons';
import { MANUAL_LIST_YEARS_BACK } from './constants';

/** Text limits of the manual list forms (spec §5 shared limits: 6, 20, 200). */
export const ManualBestlistLimits = {
  name: 200,
  code: 6,
  search: 200,
  athleteName: 100,
  nationalAthleteCode: 20,
  worldAthleteNumber: 20,
  organizationName: 200,
  town: 200,
  location: 200,
  details: 200,
  /** Ages of a list: whole years, 0 = no bound. */
  maxAge: 150,
} as const;

/** The year of birth selector reaches back this many years before the current one (spec §9: 150 values). */
export const MANUAL_YEAR_OF_BIRTH_YEARS_BACK = 149;

/**
 * The newest year a list may have on `today` (`YYYY-MM-DD`): the current year, or from 1 November
 * the next one, whose indoor season has begun (PRODUCT §5).
 */
export const latestManualListYear = (today: string): number => seasonYear(today, Environment.indoor);

/** The list's year choices besides "All" (spec §2.7, §9): the latest year (`latestManualListYear`) and the 100 before, newest first. */
export function manualListYears(latestYear: number): number[] {
  return Array.from({ length: MANUAL_LIST_YEARS_BACK + 1 }, (_, i) => latestYear - i);
}

/** The year of birth choices (spec §9): the current year and the 149 before, newest first. */
export function manualYearOfBirthChoices(currentYear: number): number[] {
  return Array.from({ length: MANUAL_YEAR_OF_BIRTH_YEARS_BACK + 1 }, (_, i) => currentYear - i);
}

/** Whether `year` is a year a list may have (null is "All"), the newest being `latestYear` (`latestManualListYear`). */
export const isManualListYear = (year: number | null, latestYear: number): boolean =>
  year === null || (Number.isInteger(year) && year <= latestYear && year >= latestYear - MANUAL_LIST_YEARS_BACK);

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

/**
 * The days a mark of a list of `year` may lie in (PRODUCT §5): an indoor list's indoor season
 * (1 November of the year before to 31 March), an outdoor list's calendar year. A list of both
 * environments stores no environment per mark, so the event's says which: indoor events the indoor
 * season, outdoor events the calendar year, events held both ways either (1 November before to
 * 31 December); `eventEnvironment` null (no event yet) counts as both ways.
 */
export function manualListDateRange(year: number, listEnvironment: number, eventEnvironment: number | null): { from: string; to: string } {
  const environment = listEnvironment === Environment.all ? (eventEnvironment ?? Environment.all) : listEnvironment;
  const indoor = seasonRange(year, Environment.indoor);
  const outdoor = seasonRange(year, Environment.outdoor);
  if (environment === Environment.indoor) return indoor;
  if (environment === Environment.outdoor) return outdoor;
  return { from: indoor.from, to: outdoor.to };
}

/** The message for a date outside the list's season, naming the rule of the season that applies (indoor, outdoor, or both). */
export function manualListSeasonError(listEnvironment: number, eventEnvironment: number | null): 'errorDateOutsideIndoorSeason' | 'errorDateOutsideOutdoorSeason' | 'errorDateOutsideListYear' {
  const environment = listEnvironment === Environment.all ? (eventEnvironment ?? Environment.all) : listEnvironment;
  if (environment === Environment.indoor) return 'errorDateOutsideIndoorSeason';
  if (environment === Environment.outdoor) return 'errorDateOutsideOutdoorSeason';
  return 'errorDateOutsideListYear';
}

/** Whether a mark of this gender fits a list of `listGender` (0 male, 1 female; a mixed list 2 takes every one). */
export const fitsListGender = (gender: number, listGender: number): boolean => listGender === 2 || gender === listGender;


