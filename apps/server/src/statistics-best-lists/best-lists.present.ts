import { bestListsApi as api, classDisplayName, eventDisplayName, type BestList, type CustomDefinition, type LanguageCode, type Link, type StatisticsClass, type StatisticsEvent } from '@portal/domain';
import { MULTI_TEAM_EVENT_TYPE, TEAM_ENDURANCE_EVENT_TYPE } from '@portal/domain';
import type { Linker } from '../api/links';
import type { Grant } from '../access/grants';
import { isStatistician } from '../statistics/statistician.policy';
import type { BestListRecord, ClassRow, DefinitionRecord, EventRow } from './best-lists.repo';

/** What presenting needs besides the rows: the caller's grants and federation, and the links. */
export interface PresentContext {
  grants: readonly Grant[];
  masterId: number;
  links: Linker;
}

/** The public page of a list in the web app (opened in a new tab from the table). */
export const externalViewPath = (id: number) => `/bestlists/${id}`;

/** A link that fills some of a template's parameters and leaves the others to the client. */
function partly(link: Link, params: Record<string, number>): Link {
  return { ...link, href: link.href.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : encodeURIComponent(String(params[name])))) };
}

/** The actions on a list: every statistician of its federation may read, change, define and export it. */
function listLinks(id: number, ctx: PresentContext, item: boolean): Link[] {
  if (!isStatistician(ctx.grants, ctx.masterId)) return [];
  const links = [
    ctx.links.to(api.get_by_id, { id }),
    ctx.links.to(api.update, { id }),
    ctx.links.to(api.startexport, { id }),
    ctx.links.to(api.get_custom_defs, { performanceListId: id }),
    { rel: 'external_view', href: externalViewPath(id), templated: false, method: 'GET' },
  ];
  if (item) links.push(ctx.links.to(api.copy_dlo, { targetId: id }), partly(ctx.links.to(api.copy_from_target), { targetId: id }));
  return links;
}

export function presentBestList(record: BestListRecord, ctx: PresentContext, item = false): BestList {
  const l = record.list;
  return {
    id: l.id,
    name: l.name,
    regionalRestritionId: l.regionalRestrictionId,
    regionalRestrictionName: record.regionalRestrictionName,
    ownerId: l.ownerId,
    ownerName: record.ownerName,
    links: listLinks(l.id, ctx, item),
  };
}

export function presentDefinition(r: DefinitionRecord, culture: LanguageCode): CustomDefinition {
  const d = r.definition;
  return {
    id: d.id,
    classId: d.classId,
    eventId: d.eventId,
    performanceListId: d.bestListId,
    classname: classDisplayName(r.classCode, culture, { german: r.className }),
    eventname: eventDisplayName(r.eventCode, culture, { german: r.eventName }),
    classCode: r.classCode,
    eventCode: r.eventCode,
    startAge: d.startAge,
    endAge: d.endAge,
    heightWeight: d.heightWeight,
    heightWeightUnit: r.heightWeightUnit,
    wind: d.wind,
    handTimeAllowed: d.handTimeAllowed,
    environment: d.environment,
  };
}

export function presentClass(c: ClassRow, culture: LanguageCode): StatisticsClass {
  return { id: c.id, code: c.code, name: classDisplayName(c.code, culture, { german: c.name }), shortName: c.code, gender: c.sex === 'W' ? 1 : 0, startAge: c.ageFrom, endAge: c.ageTo ?? 0, order: c.sortOrder };
}

export function presentEvent(e: EventRow, culture: LanguageCode): StatisticsEvent {
  const isMultiTeamEvent = e.eventType === MULTI_TEAM_EVENT_TYPE;
  const isTeamEnduranceEvent = e.eventType === TEAM_ENDURANCE_EVENT_TYPE;
  return {
    id: e.id,
    code: e.code,
    name: eventDisplayName(e.code, culture, { german: e.name }),
    shortName: eventDisplayName(e.code, culture, { short: true, german: e.shortName }),
    shortInternational: e.shortInternational,
    eventType: e.eventType,
    measurement: e.measurement as StatisticsEvent['measurement'],
    windRequired: e.windRequired,
    handTimeAllowed: e.handTimeAllowed,
    heightWeight: e.heightWeight,
    heightWeightUnit: e.heightWeightUnit,
    relayMembers: e.relayMembers,
    isRelayEvent: e.relayMembers > 0 && !isMultiTeamEvent && !isTeamEnduranceEvent,
    isMultiTeamEvent,
    isMultiEvent: e.subEvents.length > 0,
    isTeamEnduranceEvent,
    subEvents: [...e.subEvents],
    sex: e.sex,
    environment: e.environment,
    order: e.sortOrder,
  };
}
