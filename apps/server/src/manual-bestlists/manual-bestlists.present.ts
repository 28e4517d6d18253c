import {
  classDisplayName,
  eventDisplayName,
  formatStoredMark,
  manualBestlistsApi as api,
  manualListWind,
  publicManualBestlistsApi,
  type LanguageCode,
  type Link,
  type ManualBestlist,
  type ManualPerformance,
} from '@portal/domain';
import type { Grant } from '../access/grants';
import type { Linker } from '../api/links';
import { mayManage } from './manual-bestlists.policy';
import type { ManualBestlistRecord } from './manual-bestlists.repo';
import type { EventRow, RankedManualPerformance } from './manual-performances.repo';

/** What presenting needs besides the rows: the caller's grants and federation, the links, the reader's language. */
export interface PresentContext {
  grants: readonly Grant[];
  masterId: number;
  links: Linker;
  culture: LanguageCode;
}

/** Exactly the actions the caller may take on the list now. */
function listLinks(list: ManualBestlistRecord['list'], ctx: PresentContext): Link[] {
  const id = { id: list.id };
  const links = [ctx.links.to(api.get_by_id, id), ctx.links.to(publicManualBestlistsApi.public_manual_bestlist, id)];
  if (!mayManage(ctx.grants, ctx.masterId, list)) return links;
  return [
    ...links,
    ctx.links.to(api.update, id),
    ctx.links.to(api.delete, id),
    ctx.links.to(api.get_manual_performances, id),
    ctx.links.to(api.new_manual_performance, id),
    ctx.links.to(api.get_manual_bestlist_events, id),
  ];
}

export function presentManualBestlist(record: ManualBestlistRecord, ctx: PresentContext): ManualBestlist {
  const l = record.list;
  return {
    id: l.id,
    name: l.name,
    code: l.code,
    nationalClassShort: l.classCode,
    className: classDisplayName(l.classCode, ctx.culture, { german: record.className }),
    startAge: l.startAge,
    endAge: l.endAge,
    gender: l.gender,
    year: l.year,
    eventEnvironment: l.eventEnvironment,
    performanceCount: record.performanceCount,
    links: listLinks(l, ctx),
  };
}

/** The stored wind in m/s where it counts for the list, else null. */
export function windOf(tenths: number | null, event: Pick<EventRow, 'windRequired'>, listEnvironment: number): number | null {
  return tenths === null || !manualListWind(event, listEnvironment) ? null : tenths / 10;
}

/** The event's long name in the reader's language (the stored German name where the reference data does not know it). */
export const eventName = (event: Pick<EventRow, 'code' | 'name'>, culture: LanguageCode) => eventDisplayName(event.code, culture, { german: event.name });

export function presentManualPerformance(row: RankedManualPerformance, list: { masterId: number; eventEnvironment: number }, ctx: PresentContext): ManualPerformance {
  const p = row.performance;
  const e = row.event;
  const links: Link[] = mayManage(ctx.grants, ctx.masterId, list)
    ? [ctx.links.to(api.update_manual_performance, { id: p.id }, 'update'), ctx.links.to(api.delete_manual_performance, { id: p.id }, 'delete')]
    : [];
  return {
    id: p.id,
    manualBestlistId: p.manualBestlistId,
    athleteFirstname: p.athleteFirstname,
    athleteLastname: p.athleteLastname,
    athleteIocCode: p.athleteIocCode,
    gender: p.gender,
    yearOfBirth: p.yearOfBirth,
    dayOfBirth: p.dayOfBirth,
    monthOfBirth: p.monthOfBirth,
    nationalAthleteCode: p.nationalAthleteCode,
    worldAthleteNumber: p.worldAthleteNumber,
    globalCompetitorGuid: p.globalCompetitorGuid,
    organizationName: p.organizationName,
    eventCode: e.code,
    internationalEventShort: e.shortInternational,
    eventName: eventName(e, ctx.culture),
    eventType: e.eventType,
    performanceCountry: p.performanceCountry,
    performanceTown: p.performanceTown,
    performanceLocation: p.performanceLocation,
    details: p.details,
    isRecord: p.isRecord,
    handtime: p.handTimed,
    performanceStatus: p.performanceStatus,
    heightWeight: p.heightWeight,
    windSpeed: windOf(p.windTenths, e, list.eventEnvironment),
    date: p.performanceDate,
    formatedValue: formatStoredMark(e, p.markUnits, p.handTimed),
    rank: row.rank,
    links,
  };
}

