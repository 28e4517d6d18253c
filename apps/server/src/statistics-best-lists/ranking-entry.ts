import { eventByCode, formatMark, formatWind, markKindOf, unitsToMark, type MarkKind, type PublicRankingEntry } from '@portal/domain';
import type { RankedPerformance } from '../statistics/ranking/ranking.query';

/** How an event's marks are written: its kind and, for road races, the whole-second precision. */
export interface MarkFormat {
  kind: MarkKind;
  precision?: 'hundredth' | 'tenth' | 'second';
}

export function markFormatOf(eventCode: string, measurement: string): MarkFormat {
  return { kind: markKindOf(measurement), precision: eventByCode(eventCode)?.timePrecision ?? undefined };
}

/**
 * Whether a ranking lists wind-assisted marks apart: wind is read outdoors only, and a definition
 * without wind rules has no wind-assisted marks.
 */
export function listsWindAssistedApart(definition: { wind: boolean; environment: number }, environment: number): boolean {
  return definition.wind && environment !== 0 && definition.environment !== 0;
}

/**
 * A ranked performance as every list shows it: the mark with `*` for a hand time, the wind with its
 * sign (null when none was measured), the athlete's name, or for team events (no athlete) the club.
 */
export function rankingEntry(row: RankedPerformance, format: MarkFormat, windAssisted: boolean): PublicRankingEntry {
  const athlete = row.athleteId !== null ? `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() : '';
  return {
    id: row.id,
    rank: windAssisted ? null : row.rank,
    competitorFullName: athlete || row.organizationName,
    competitorId: row.athleteId,
    yob: row.yearOfBirth,
    nation: row.nation,
    organizationName: row.organizationName,
    bestResultString: formatMark(unitsToMark(row.markUnits, format.kind), format.kind, { handTimed: row.handTimed, precision: format.precision }),
    bestWind: row.windTenths === null ? null : formatWind(row.windTenths / 10),
    windAssisted,
    handTimed: row.handTimed,
    pointsOverridden: row.pointsOverridden,
    performanceDateTime: row.performanceDate,
    performanceCompetitionName: row.competitionName,
    performanceCompetitionTown: row.competitionTown,
  };
}
