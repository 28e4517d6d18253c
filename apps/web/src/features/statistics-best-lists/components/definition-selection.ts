import type { CustomDefinition } from '@portal/domain';

/**
 * The classes and events chosen in step 1 of the definitions wizard. They travel to the matrix
 * (and back) in the URL query, so a reload or the browser's back button keeps them.
 */
export interface DefinitionSelection {
  classIds: number[];
  eventIds: number[];
}

const ids = (text: string | null): number[] => {
  if (!text) return [];
  const values = text
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(values)];
};

/** The selection in the query, or null when the URL carries none (the list's definitions apply then). */
export function selectionFromQuery(search: URLSearchParams): DefinitionSelection | null {
  if (!search.has('classes') && !search.has('events')) return null;
  return { classIds: ids(search.get('classes')), eventIds: ids(search.get('events')) };
}

/** The query of a selection, for `pathTo(…, …, query)`. */
export const selectionQuery = (selection: DefinitionSelection): Record<string, string> => ({
  classes: selection.classIds.join(','),
  events: selection.eventIds.join(','),
});

/** The classes and events the list has definitions for (each once). */
export function selectionOfDefinitions(definitions: readonly CustomDefinition[]): DefinitionSelection {
  return {
    classIds: [...new Set(definitions.map((d) => d.classId))],
    eventIds: [...new Set(definitions.map((d) => d.eventId))],
  };
}

/** Spec §2.1: classes and events are offered and shown by their order ascending. */
export const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;

/** The items of `all` whose ids are in `chosen`, in their order. */
export function chosenInOrder<T extends { id: number; order: number }>(all: readonly T[], chosen: readonly number[]): T[] {
  const wanted = new Set(chosen);
  return all.filter((item) => wanted.has(item.id)).sort(byOrder);
}
