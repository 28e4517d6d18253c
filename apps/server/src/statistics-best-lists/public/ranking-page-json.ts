import { z } from 'zod';
import { publicRankingEntrySchema, publicRankingSchema, type PublicRanking } from '@portal/domain';
import { SerializedAnswer } from '../../api/serialized-answer';
import type { RankedPerformance } from '../../statistics/ranking/ranking.query';
import { rankingEntry, type MarkFormat } from '../ranking-entry';

/** An entry's JSON around its rank. */
type EntryJson = { head: string; tail: string };

/**
 * The entries' JSON by the mark as shown (`RankedSlices` hands out the same object until the mark
 * or what it shows changes) and by list format: each entry is encoded by its schema once, not on
 * every page after every change (decision 050). Weak, so an entry goes with its mark.
 */
const entries = new WeakMap<RankedPerformance, Map<string, EntryJson>>();

/** The JSON of a ranking entry with `rank` (wind-assisted entries are unranked). */
export function entryJson(row: RankedPerformance, format: MarkFormat, windAssisted: boolean, rank: number): string {
  const key = `${format.kind}|${format.precision ?? ''}|${windAssisted}`;
  let byFormat = entries.get(row);
  if (!byFormat) entries.set(row, (byFormat = new Map()));
  let json = byFormat.get(key);
  if (!json) {
    const whole = JSON.stringify(z.encode(publicRankingEntrySchema, rankingEntry({ ...row, rank: 0 }, format, windAssisted)));
    // The schema puts the id (a number) first and the rank second.
    const rankAt = whole.indexOf(',"rank":') + ',"rank":'.length;
    json = { head: whole.slice(0, rankAt), tail: whole.slice(whole.indexOf(',', rankAt)) };
    byFormat.set(key, json);
  }
  return `${json.head}${windAssisted ? 'null' : rank}${json.tail}`;
}

const emptyLists = '{"entities":[],"windAssistedEntities":[],';

/** A ranking page from its entries' JSON; the rest is encoded by the page's schema as the route would. */
export function rankingPageJson(page: Omit<PublicRanking, 'entities' | 'windAssistedEntities'>, ranked: string[], windAssisted: string[]): SerializedAnswer<PublicRanking> {
  const rest = JSON.stringify(z.encode(publicRankingSchema, { entities: [], windAssistedEntities: [], ...page }));
  if (!rest.startsWith(emptyLists)) throw new Error('a ranking page begins with its entries');
  return new SerializedAnswer(`{"entities":[${ranked.join(',')}],"windAssistedEntities":[${windAssisted.join(',')}],${rest.slice(emptyLists.length)}`);
}
