import { eventDisplayName, formatStoredMark, formatWind, recordsApi, type LanguageCode, type RecordEntry } from '@portal/domain';
import type { Linker } from '../api/links';
import type { RecordWithEvent } from './records.repo';

/** A stored wind in m/s and as text with its sign and one decimal; nulls when none counts. */
export function storedWind(windTenths: number | null): { windSpeed: number | null; formatedWind: string | null } {
  if (windTenths === null) return { windSpeed: null, formatedWind: null };
  return { windSpeed: windTenths / 10, formatedWind: formatWind(windTenths / 10) };
}

export function presentRecord({ record: r, event }: RecordWithEvent, links: Linker, culture: LanguageCode): RecordEntry {
  return {
    id: r.id,
    recordSetId: r.recordSetId,
    athleteFirstname: r.athleteFirstname,
    athleteLastname: r.athleteLastname,
    athleteIocCode: r.athleteIocCode,
    gender: r.gender,
    yearOfBirth: r.yearOfBirth,
    nationalAthleteCode: r.nationalAthleteCode,
    worldAthleteNumber: r.worldAthleteNumber,
    globalCompetitorGuid: r.globalCompetitorGuid,
    eventCode: event.code,
    internationalEventShort: event.shortInternational,
    eventName: eventDisplayName(event.code, culture, { german: event.name }),
    eventType: event.eventType,
    recordCountry: r.recordCountry,
    recordTown: r.recordTown,
    recordStatus: r.recordStatus,
    heightWeight: r.heightWeight,
    ...storedWind(r.windTenths),
    date: r.recordDate,
    formatedValue: formatStoredMark(event, r.markUnits, r.handTimed),
    handTimed: r.handTimed,
    performanceId: r.performanceId,
    // Every route of the area is a record admin's, so each record offers all its actions.
    links: [links.to(recordsApi.get_by_id, { id: r.id }), links.to(recordsApi.update, { id: r.id }), links.to(recordsApi.delete, { id: r.id })],
  };
}

