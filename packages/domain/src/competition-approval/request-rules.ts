import { Limits } from './constants';

interface EventForRequest {
  definitionEventId: string | null;
  longname: string | null;
  measurementProtocol: string | null;
}

/**
 * The federation's events of an application that have no measurement protocol date. They cannot be
 * requested: road results count for the best lists only on a measured course, so a federation event
 * needs its protocol before approval is asked for.
 */
export function eventsWithoutProtocol<E extends EventForRequest>(events: readonly E[]): E[] {
  return events.filter((e) => e.definitionEventId !== null && !e.measurementProtocol);
}

/** The name an event is shown by: its own name, else its federation code. */
export const eventName = (e: EventForRequest): string => e.longname || e.definitionEventId || '';

/**
 * The name of a copy: the original's name with the copy mark of the reader's language (" (Kopie)"),
 * shortened in front of the mark when the whole would exceed the name's limit, so that two rows
 * never read the same.
 */
export function copyName(name: string, mark: string): string {
  const suffix = ` (${mark})`;
  return `${name.slice(0, Math.max(0, Limits.long - suffix.length)).trimEnd()}${suffix}`;
}
