import { z } from 'zod';
import { publicRankingEntrySchema, publicRankingSchema, type PublicRanking } from '@portal/domain';
import { SerializedAnswer } from '../../api/serialized-answer';
import type { RankedPerformance } from '../../statistics/ranking/ranking.query';
import { rankingEntry, type MarkFormat } from '../ranking-entry';
import { Recent } from '../../lib/recent';

/** An entry's JSON (UTF-8) around its rank. */
type EntryJson = { head: Buffer; tail: Buffer };

/** At most this many marks' entries are held (as many as `RankedSlices` holds shown marks). */
const ENTRIES_HELD = 20_000;

/**
 * The entries' JSON by mark, for the mark as shown (`RankedSlices` hands out the same object until
 * the mark or what it shows changes) and its list format: each entry is encoded by its schema once,
 * not on every page after every change (decision 050). By id rather than by the row object: a page
 * after a change finds its entries without touching the rows (decision 051).
 */
const entries = new Recent<number, { row: RankedPerformance; format: string; ranked?: EntryJson; windAssisted?: EntryJson }>(ENTRIES_HELD);

/** Ranking entries: the marks as shown, with their ranks (null: wind-assisted, unranked). */
export type PageEntries = { rows: RankedPerformance[]; format: MarkFormat; ranks: number[] | null };

function entriesOf({ rows, format, ranks }: PageEntries): EntryJson[] {
  const windAssisted = ranks === null;
  const formatKey = `${format.kind}|${format.precision ?? ''}`;
  const json: EntryJson[] = new Array<EntryJson>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    let held = entries.get(row.id);
    if (!held || held.row !== row || held.format !== formatKey) entries.set(row.id, (held = { row, format: formatKey }));
    json[i] = (windAssisted ? held.windAssisted : held.ranked) ?? (held[windAssisted ? 'windAssisted' : 'ranked'] = encodeEntry(row, format, windAssisted));
  }
  return json;
}

function encodeEntry(row: RankedPerformance, format: MarkFormat, windAssisted: boolean): EntryJson {
  const whole = JSON.stringify(z.encode(publicRankingEntrySchema, rankingEntry({ ...row, rank: 0 }, format, windAssisted)));
  // The schema puts the id (a number) first and the rank second.
  const rankAt = whole.indexOf(',"rank":') + ',"rank":'.length;
  return { head: Buffer.from(whole.slice(0, rankAt)), tail: Buffer.from(whole.slice(whole.indexOf(',', rankAt))) };
}

const NULL = Buffer.from('null');
const COMMA = 0x2c;
const digits = (n: number) => (n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : String(n).length);

/** The entries' JSON array items into `page` at `at`; where they end. */
function writeEntries(page: Buffer, at: number, json: EntryJson[], ranks: number[] | null): number {
  for (let i = 0; i < json.length; i++) {
    if (i > 0) page[at++] = COMMA;
    page.set(json[i].head, at);
    at += json[i].head.length;
    if (ranks === null) {
      page.set(NULL, at);
      at += NULL.length;
    } else {
      const rank = ranks[i];
      const end = at + digits(rank);
      for (let n = rank, d = end - 1; d >= at; d--, n = Math.floor(n / 10)) page[d] = 0x30 + (n % 10);
      at = end;
    }
    page.set(json[i].tail, at);
    at += json[i].tail.length;
  }
  return at;
}

function entryBytes(json: EntryJson[], ranks: number[] | null): number {
  let bytes = Math.max(0, json.length - 1);
  for (let i = 0; i < json.length; i++) bytes += json[i].head.length + json[i].tail.length + (ranks === null ? NULL.length : digits(ranks[i]));
  return bytes;
}

const put = (bytes: Buffer, at: number, part: Buffer) => {
  bytes.set(part, at);
  return at + part.length;
};

const emptyLists = '{"entities":[],"windAssistedEntities":[],';
const ENTITIES = Buffer.from('{"entities":[');
const WIND_ASSISTED = Buffer.from('],"windAssistedEntities":[');
const AFTER = Buffer.from('],');

/**
 * A ranking page from its entries, written as bytes from the entries' JSON; the rest is encoded by
 * the page's schema as the route would.
 */
export function rankingPageJson(page: Omit<PublicRanking, 'entities' | 'windAssistedEntities'>, ranked: PageEntries, windAssisted: PageEntries | null): SerializedAnswer<PublicRanking> {
  const text = JSON.stringify(z.encode(publicRankingSchema, { entities: [], windAssistedEntities: [], ...page }));
  if (!text.startsWith(emptyLists)) throw new Error('a ranking page begins with its entries');
  const rest = Buffer.from(text.slice(emptyLists.length));
  const first = entriesOf(ranked);
  const second = windAssisted ? entriesOf(windAssisted) : [];
  const bytes = Buffer.allocUnsafe(
    ENTITIES.length + entryBytes(first, ranked.ranks) + WIND_ASSISTED.length + entryBytes(second, null) + AFTER.length + rest.length,
  );
  let at = put(bytes, 0, ENTITIES);
  at = writeEntries(bytes, at, first, ranked.ranks);
  at = put(bytes, at, WIND_ASSISTED);
  at = writeEntries(bytes, at, second, null);
  put(bytes, put(bytes, at, AFTER), rest);
  return new SerializedAnswer(bytes);
}
