import { clubTypes, type OrganizationType } from '../platform/roles';
import { eventsForClass } from '../reference/class-events';
import { isWindLegal } from '../results/wind';
import type { EventDefinition } from '../reference/events';
import { Environment } from '../seasons/environment';
import { RecordValidity, validityWithAssociation } from './constants';

/** Text limits of the record forms (spec §5 shared limits: 6, 20, 200). */
export const RecordLimits = {
  name: 200,
  code: 6,
  qualifier: 200,
  search: 200,
  athleteName: 100,
  nationalAthleteCode: 20,
  worldAthleteNumber: 20,
  town: 200,
  /** The longest mark text taken (`2:09:44*` and a little room). */
  markText: 20,
  /** Ages of a set: whole years, 0 = no bound. */
  maxAge: 150,
} as const;

/** The year of birth selector reaches back this many years before the current one (spec §9: 150 values). */
export const RECORD_YEAR_OF_BIRTH_YEARS_BACK = 149;

/** At most this many record candidates are offered for a set. */
export const RECORD_CANDIDATES_LIMIT = 50;

/** The year of birth choices (spec §2.6, §9): the current year and the 149 before, newest first. */
export function recordYearOfBirthChoices(currentYear: number): number[] {
  return Array.from({ length: RECORD_YEAR_OF_BIRTH_YEARS_BACK + 1 }, (_, i) => currentYear - i);
}

/** Whether `year` is a year of birth the record form offers. */
export const isRecordYearOfBirth = (year: number, currentYear: number): boolean =>
  Number.isInteger(year) && year <= currentYear && year >= currentYear - RECORD_YEAR_OF_BIRTH_YEARS_BACK;

/** How a set names where its records hold: nothing (world), a state association, or free text. */
export type QualifierKind = 'none' | 'association' | 'text';

/**
 * The associations a national or regional set may name: a regional set one of the federation's state
 * associations, a national set the federation itself or one of them (decision: German national
 * records hold for the federation as a whole).
 */
export function qualifierAssociationTypes(validity: number): readonly ('master' | 'Region')[] {
  if (validity === RecordValidity.national) return ['master', 'Region'];
  return validity === RecordValidity.region ? ['Region'] : [];
}

export function qualifierKindOf(validity: number): QualifierKind {
  if (validity === RecordValidity.world) return 'none';
  return (validityWithAssociation as readonly number[]).includes(validity) ? 'association' : 'text';
}

/**
 * The events of a record set: the events of its class (`eventsForClass`) held where the set is —
 * an indoor set gets the indoor and both-ways events, an outdoor set the outdoor and both-ways
 * ones, a set of both environments every event of the class.
 */
export function recordSetEvents(classCode: string, environment: number): EventDefinition[] {
  return eventsForClass(classCode).filter((e) => environment === Environment.all || e.environment === Environment.all || e.environment === environment);
}

/** Wind is kept with a record only where it counts (spec §5): wind events, in a set that is not indoor. */
export const recordWindApplies = (event: { windRequired: boolean }, setEnvironment: number): boolean => event.windRequired && setEnvironment !== Environment.indoor;

/**
 * Why a record's wind is refused, or null: where wind counts for the set (`windApplies`, see
 * `recordWindApplies`), a reading above +2.0 m/s after the rules' rounding makes the mark
 * wind-assisted, and a wind-assisted mark is never a record (WA Competition Rules on records). A
 * record without a reading is left alone: old records were not always published with one.
 */
export function recordWindProblem(windApplies: boolean, wind: number | null): 'errorRecordWindAssisted' | null {
  return windApplies && wind !== null && !isWindLegal(wind) ? 'errorRecordWindAssisted' : null;
}

/**
 * Whose performances may become records of a set (PRODUCT §9, "record candidates within the set's
 * validity"): a national set's from athletes of the federation's nation; a regional set's from
 * clubs below the state association it names; a club, area or district set's from the organisation
 * its qualifier names (by name, of these types) and the clubs below it. World, Olympic, continental,
 * stadium and meeting sets name no organisation and take every athlete of the federation.
 */
export type RecordCandidateScope =
  | { by: 'nation' }
  | { by: 'association' }
  | { by: 'namedOrganization'; types: readonly OrganizationType[] }
  | { by: 'none' };

export function recordCandidateScope(validity: number): RecordCandidateScope {
  switch (validity) {
    case RecordValidity.national:
      return { by: 'nation' };
    case RecordValidity.region:
      return { by: 'association' };
    case RecordValidity.club:
      return { by: 'namedOrganization', types: clubTypes };
    case RecordValidity.area:
      return { by: 'namedOrganization', types: ['Area'] };
    case RecordValidity.district:
      return { by: 'namedOrganization', types: ['District'] };
    default:
      return { by: 'none' };
  }
}
