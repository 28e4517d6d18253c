import {
  CheckingStatus,
  checkingStatusNames,
  classDisplayName,
  eventDisplayName,
  EventType,
  formatStoredMark,
  formatWind,
  isTeamEvent,
  performanceCheckingsApi,
  performancesApi,
  PerformanceStatus,
  performanceStatusNames,
  translate,
  type Checking,
  type LanguageCode,
  type Link,
  type MarkKind,
  type PerformanceEvent,
  type PerformanceRow,
} from '@portal/domain';
import type { Linker } from '../api/links';
import type { RankedPerformance } from '../statistics/ranking/ranking.query';
import type { ClassRow, EventRow, PerformanceList } from './performances.repo';

/** What presenting needs besides the rows. */
export interface PresentContext {
  links: Linker;
  culture: LanguageCode;
  /** The organisation the caller works for as statistician (edit and delete need it to be the creator). */
  actingOrganizationId: number | null;
  /** Creator and editor names by user id. */
  userNames: Map<number, string>;
  /** Competitions that meeting software sent (`importSource` `api`): their marks have no creator but that feed. */
  externalCompetitions?: ReadonlySet<number>;
}

/** The event's table name in the reader's language (the stored German name for codes the reference data does not know). */
export const eventShortText = (event: Pick<EventRow, 'code' | 'shortName'>, culture: LanguageCode) => eventDisplayName(event.code, culture, { short: true, german: event.shortName });

export const classNameText = (ageClass: Pick<ClassRow, 'code' | 'name'>, culture: LanguageCode) => classDisplayName(ageClass.code, culture, { german: ageClass.name });

export const windText = (tenths: number | null) => (tenths === null ? '' : formatWind(tenths / 10));

/** Spec §4: 0 when no list declined the performance, 2 when all did, 1 in between (and 0 without lists). */
export function aggregateStatus(lists: readonly PerformanceList[]): number {
  const declined = lists.filter((l) => l.status === CheckingStatus.negative).length;
  if (declined === 0) return PerformanceStatus.nothingDeclined;
  return declined === lists.length ? PerformanceStatus.fullyDeclined : PerformanceStatus.partialDeclined;
}

export const performanceStatusText = (culture: LanguageCode, status: number) =>
  translate(culture, `statistics.performances.status.${performanceStatusNames[status] ?? performanceStatusNames[0]}`);

export const checkingStatusText = (culture: LanguageCode, status: number) =>
  translate(culture, `statistics.performances.checkingStatus.${checkingStatusNames[status] ?? 'notDecided'}`);

/**
 * Spec §4: no creator is an automatic import (the external import where meeting software sent the
 * competition), a creator that resolves to no user an unknown user.
 */
export function creatorText(ctx: PresentContext, userId: number | null, competitionId?: number): string {
  if (userId === null && competitionId !== undefined && ctx.externalCompetitions?.has(competitionId)) return translate(ctx.culture, 'statistics.performances.creator.externalImport');
  if (userId === null) return translate(ctx.culture, 'statistics.performances.creator.automaticImport');
  return ctx.userNames.get(userId) ?? translate(ctx.culture, 'statistics.performances.creator.unknownUser');
}

/** The toggle of one checking: `reject` while it is not negative, `restore` when it is. */
export function toggleLink(links: Linker, status: number): Link {
  return links.to(performanceCheckingsApi.update_checking, undefined, status === CheckingStatus.negative ? 'restore' : 'reject');
}

/** The links every performance carries: edit and delete for its creator organisation, its checkings always. */
function performanceLinks(ctx: PresentContext, id: number, creatorOrganizationId: number | null): Link[] {
  const links: Link[] = [];
  if (ctx.actingOrganizationId !== null && creatorOrganizationId === ctx.actingOrganizationId) {
    links.push(ctx.links.to(performancesApi.update, { id }), ctx.links.to(performancesApi.delete_perf, { id }));
  }
  links.push(ctx.links.to(performanceCheckingsApi.get_checkings, { perfId: id }));
  return links;
}

export function detailLinks(ctx: PresentContext, id: number, creatorOrganizationId: number | null): Link[] {
  return [ctx.links.to(performancesApi.get_by_id, { id }), ...performanceLinks(ctx, id, creatorOrganizationId)];
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * One row of the statistician's list. The checking and the reject/restore link are for
 * `chosenListId` when the performance counts for it, else for its only list.
 */
export function presentRow(
  r: RankedPerformance,
  lists: readonly PerformanceList[],
  chosenListId: number | null,
  event: EventRow,
  ageClass: ClassRow,
  ctx: PresentContext,
): PerformanceRow {
  const status = aggregateStatus(lists);
  const target = chosenListId !== null ? lists.find((l) => l.bestListId === chosenListId) : lists.length === 1 ? lists[0] : undefined;
  const statusChecking = target?.status ?? CheckingStatus.notDecided;
  const competitorName = r.athleteId !== null ? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() : r.organizationName;
  const links = performanceLinks(ctx, r.id, r.creatorOrganizationId);
  if (target) links.splice(links.length - 1, 0, toggleLink(ctx.links, statusChecking));
  const mark = formatStoredMark(event, r.markUnits, r.handTimed);
  return {
    id: r.id,
    status,
    statusLocalized: performanceStatusText(ctx.culture, status),
    statusChecking,
    statusCheckingLocalized: checkingStatusText(ctx.culture, statusChecking),
    bestResult: mark,
    bestResultString: mark,
    pointsOverridden: r.pointsOverridden,
    bestWind: windText(r.windTenths),
    eventId: event.id,
    eventType: event.eventType,
    eventShortNational: eventShortText(event, ctx.culture),
    definitionEventShortNational: eventShortText(event, ctx.culture),
    classId: ageClass.id,
    classShort: ageClass.code,
    isRelayEvent: event.relayMembers > 0,
    isMultiTeamEvent: event.eventType === EventType.multiTeam,
    competitorId: r.athleteId,
    competitorFullName: competitorName,
    fullName: competitorName,
    nation: r.nation,
    yob: r.yearOfBirth,
    organizationId: r.organizationId,
    performanceOrganizationName: r.organizationName,
    performanceDateTime: r.performanceDate,
    performanceCompetitionName: r.competitionName,
    performanceCompetitionTown: r.competitionTown,
    creatorUserId: r.creatorUserId,
    creatorOrganisationId: r.creatorOrganizationId,
    creatorName: creatorText(ctx, r.creatorUserId, r.competitionId),
    createdDatetime: r.createdAt.toISOString(),
    lastEditorUserId: r.lastEditorUserId,
    lastEditDatetime: iso(r.lastEditAt),
    onePerfList: lists.length === 1,
    noPerfList: lists.length === 0,
    perfListId: target?.bestListId ?? null,
    links,
  };
}

/** An event with the flags of the form and its sub-events in competition order. */
export function presentEvent(event: EventRow, subEvents: readonly EventRow[], culture: LanguageCode): PerformanceEvent {
  return {
    id: event.id,
    code: event.code,
    name: eventDisplayName(event.code, culture, { german: event.name }),
    eventShortNational: eventShortText(event, culture),
    eventType: event.eventType,
    measurement: event.measurement as MarkKind,
    isRelayEvent: event.relayMembers > 0,
    isMultiTeamEvent: event.eventType === EventType.multiTeam,
    isMultiEvent: event.subEvents.length > 0,
    isTeamEvent: isTeamEvent(event),
    relayMembers: event.relayMembers,
    windRequired: event.windRequired,
    handTimeAllowed: event.handTimeAllowed,
    heightWeight: event.heightWeight,
    heightWeightUnit: event.heightWeightUnit,
    subEvents: subEvents.map((s) => ({
      eventId: s.id,
      eventCode: s.code,
      eventShortNational: eventShortText(s, culture),
      measurement: s.measurement as MarkKind,
      windRequired: s.windRequired,
      handTimeAllowed: s.handTimeAllowed,
    })),
  };
}

/** One list's checking of a performance; a list without a checking row reads as not decided. */
export function presentChecking(list: PerformanceList, ctx: { links: Linker; culture: LanguageCode }): Checking {
  const status = list.status ?? CheckingStatus.notDecided;
  return {
    perfId: list.performanceId,
    perfListId: list.bestListId,
    name: list.name,
    regionalRestrictionName: list.regionalRestrictionName,
    status,
    statusLocalized: checkingStatusText(ctx.culture, status),
    reason: list.reason,
    userId: list.userId,
    links: [toggleLink(ctx.links, status)],
  };
}
