import { PUBLIC_RANKING_PAGE_SIZE, type PublicBestList, type PublicRankingQuery } from '@portal/domain';

/** Rows per page the public ranking offers (a best list is read in long pages). */
export const publicPageSizes = [50, PUBLIC_RANKING_PAGE_SIZE, 200, 400] as const;

/**
 * What the public page of a list shows, read from and written to the URL query so that a link can
 * be shared: event and class of one of the list's definitions, the season year and environment
 * (absent = the server's default: the current season, the definition's environment), best per
 * athlete, and the page.
 */
export interface PublicSelection {
  eventCode: string;
  classCode: string;
  year?: number;
  environment?: number;
  bestOnly: boolean;
  pageNumber: number;
  pageSize: number;
}

type Codes = Pick<PublicBestList, 'events' | 'classes' | 'definitions'>;

/** The classes that have a definition with `eventCode`, in the list's order. */
export function classesForEvent(list: Codes, eventCode: string) {
  const codes = new Set(list.definitions.filter((d) => d.eventCode === eventCode).map((d) => d.classCode));
  return list.classes.filter((c) => codes.has(c.code));
}

/** The events that have a definition, in the list's order. */
export function eventsWithDefinitions(list: Codes) {
  const codes = new Set(list.definitions.map((d) => d.eventCode));
  return list.events.filter((e) => codes.has(e.code));
}

const wholeNumber = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/** The selection of a URL query; an event or class the list does not define falls back to its first combination. */
export function selectionFromSearch(search: URLSearchParams, list: Codes): PublicSelection | null {
  const events = eventsWithDefinitions(list);
  if (events.length === 0) return null;
  const eventCode = events.find((e) => e.code === search.get('event'))?.code ?? events[0].code;
  const classes = classesForEvent(list, eventCode);
  const classCode = classes.find((c) => c.code === search.get('class'))?.code ?? classes[0].code;
  const size = wholeNumber(search.get('size'), 1, 400);
  return {
    eventCode,
    classCode,
    year: wholeNumber(search.get('year'), 1900, 2100),
    environment: wholeNumber(search.get('environment'), 0, 2),
    bestOnly: search.get('best') !== '0',
    pageNumber: wholeNumber(search.get('page'), 1, 1_000_000) ?? 1,
    pageSize: size !== undefined && (publicPageSizes as readonly number[]).includes(size) ? size : PUBLIC_RANKING_PAGE_SIZE,
  };
}

/** The URL query of a selection; defaults are left out to keep shared links short. */
export function searchOfSelection(selection: PublicSelection): Record<string, string> {
  const query: Record<string, string> = { event: selection.eventCode, class: selection.classCode };
  if (selection.year !== undefined) query.year = String(selection.year);
  if (selection.environment !== undefined) query.environment = String(selection.environment);
  if (!selection.bestOnly) query.best = '0';
  if (selection.pageNumber !== 1) query.page = String(selection.pageNumber);
  if (selection.pageSize !== PUBLIC_RANKING_PAGE_SIZE) query.size = String(selection.pageSize);
  return query;
}

/** The ranking call's query of a selection. */
export const rankingQueryOf = (selection: PublicSelection): PublicRankingQuery => ({
  eventCode: selection.eventCode,
  classCode: selection.classCode,
  ...(selection.year !== undefined ? { year: selection.year } : {}),
  ...(selection.environment !== undefined ? { environment: selection.environment } : {}),
  bestOnly: selection.bestOnly,
  pageNumber: selection.pageNumber,
  pageSize: selection.pageSize,
});
