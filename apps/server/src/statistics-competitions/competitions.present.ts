import { formatDay, performanceCompetitionsApi as api, type Link, type PerformanceCompetition, type PerformanceCompetitionOption } from '@portal/domain';
import type { Linker } from '../api/links';
import type { Grant } from '../access/grants';
import type { CompetitionRecord, CompetitionRow } from './competitions.repo';
import { mayUpdate } from './competitions.policy';

/** What presenting needs besides the rows: the caller's grants and federation, and the links. */
export interface PresentContext {
  grants: readonly Grant[];
  masterId: number;
  links: Linker;
}

/** Exactly the actions the caller may take on the competition now: read it, and change it if it is a portal entry. */
function competitionLinks(c: CompetitionRow, ctx: PresentContext): Link[] {
  const links = [ctx.links.to(api.get_by_id, { id: c.id })];
  if (mayUpdate(ctx.grants, ctx.masterId, c)) links.push(ctx.links.to(api.update, { id: c.id }));
  return links;
}

export function presentCompetition(record: CompetitionRecord, ctx: PresentContext): PerformanceCompetition {
  const c = record.competition;
  return {
    id: c.id,
    name: c.name,
    germanCompetitionId: c.germanCompetitionId,
    dateFrom: c.dateFrom,
    dateTo: c.dateTo,
    location: c.location,
    town: c.town,
    nation: c.nation,
    environment: c.environment,
    stateCode: c.regionId,
    area: c.areaId,
    district: c.districtId,
    stateName: record.regionName,
    areaName: record.areaName,
    districtName: record.districtName,
    importSource: c.importSource,
    ownerId: c.ownerId,
    creatorUserId: c.creatorUserId,
    lastEditorUserId: c.lastEditorUserId,
    links: competitionLinks(c, ctx),
  };
}

/** A selector entry: "name (town, DD.MM.YYYY)", with the dates and environment the performance form takes over. */
export function presentOption(c: CompetitionRow): PerformanceCompetitionOption {
  return {
    value: c.id,
    text: `${c.name} (${c.town}, ${formatDay(c.dateFrom)})`,
    name: c.name,
    town: c.town,
    dateFrom: c.dateFrom,
    dateTo: c.dateTo,
    environment: c.environment,
  };
}
