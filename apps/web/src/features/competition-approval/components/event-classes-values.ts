import { TIME_RUN_EVENT_TYPE, type CompetitionApproval } from '@portal/domain';
import { courseLengthText, parseCourseLength } from './form-input-format';
import { nextLocalId, updateBodyOf } from './form-payload';
import type { ApplicationBody, StepIssue } from './form-step-resolver';

/** A class of the application as the classes step edits it (spec §3 "Class"; `id` is local to the application). */
export interface ClassRow {
  id: number;
  definitionClassId: string;
  longname: string | null;
  order: number;
}

/**
 * An event as the classes step edits it: the stored course length (`courseLength`, kept for the
 * federation's events, whose length is the definition's) and, for custom events, the typed text
 * (`lengthText`: kilometres, or `hh:mm` for a time run).
 */
export interface EventRow {
  id: number;
  definitionEventId: string | null;
  longname: string;
  order: number;
  courseLength: number;
  lengthText: string;
  measurement: 'm' | 'h';
  enduranceEventType: number;
  measurementProtocol: string | null;
  protocolAvailable: boolean;
}

export interface EventClassesValues {
  classes: ClassRow[];
  events: EventRow[];
}

/** A class definition (`get_all_classes`) and an event definition (`get_endurance_events`) as the server answers them. */
export interface ClassDefinition {
  code: string;
  name: string;
  order: number;
}
export interface EventDefinition {
  code: string;
  name: string;
  courseLength: number;
  measurement: 'm' | 'h';
  enduranceEventType: number;
  order: number;
}

export const isFederationEvent = (row: Pick<EventRow, 'definitionEventId'>) => row.definitionEventId !== null;

/** The step's values of a loaded application. */
export function eventClassesValuesOf(app: CompetitionApproval, language: string): EventClassesValues {
  return {
    classes: app.classes.map((c) => ({ ...c })),
    events: app.events.map((e) => ({
      ...e,
      longname: e.longname ?? '',
      lengthText: courseLengthText(e.courseLength, e.measurement, language),
    })),
  };
}

const nextOrder = (items: readonly { order: number }[]) => items.reduce((max, item) => Math.max(max, item.order), 0) + 1;

/** A class chosen from the federation's definitions; new local ids are one above the largest. */
export function newClassRow(definition: ClassDefinition, classes: readonly ClassRow[]): ClassRow {
  return { id: nextLocalId(classes), definitionClassId: definition.code, longname: definition.name, order: definition.order };
}

/** A federation event: name, length and kind are the definition's; the measurement protocol is the organiser's. */
export function newFederationRow(definition: EventDefinition, events: readonly EventRow[], language: string): EventRow {
  return {
    id: nextLocalId(events),
    definitionEventId: definition.code,
    longname: definition.name,
    order: nextOrder(events),
    courseLength: definition.courseLength,
    lengthText: courseLengthText(definition.courseLength, definition.measurement, language),
    measurement: definition.measurement,
    enduranceEventType: definition.enduranceEventType,
    measurementProtocol: null,
    protocolAvailable: false,
  };
}

/** An empty custom event (a run unless changed). */
export function newCustomRow(events: readonly EventRow[]): EventRow {
  return {
    id: nextLocalId(events),
    definitionEventId: null,
    longname: '',
    order: nextOrder(events),
    courseLength: 0,
    lengthText: '',
    measurement: 'm',
    enduranceEventType: 0,
    measurementProtocol: null,
    protocolAvailable: false,
  };
}

/** A time run is measured in hours (`h`), every other kind in metres (`m`). */
export const measurementOf = (enduranceEventType: number): 'm' | 'h' => (enduranceEventType === TIME_RUN_EVENT_TYPE ? 'h' : 'm');

/** What the schema cannot see: a custom event's name, and a course length text that cannot be read (spec §5). */
export function eventClassesIssues(values: EventClassesValues): StepIssue[] {
  const issues: StepIssue[] = [];
  values.events.forEach((row, index) => {
    if (isFederationEvent(row)) return;
    if (!row.longname.trim()) issues.push({ field: `events.${index}.longname`, message: 'errorEmpty' });
    if (!row.lengthText.trim()) issues.push({ field: `events.${index}.lengthText`, message: 'errorEmpty' });
    else if (!parseCourseLength(row.lengthText, row.measurement)) issues.push({ field: `events.${index}.lengthText`, message: 'errorInvalidInput' });
  });
  return issues;
}

/**
 * The whole application with the step's classes and events; matrix cells of removed classes or
 * events are dropped with them.
 */
export function mergeEventClasses(app: CompetitionApproval, values: EventClassesValues): ApplicationBody {
  const events = values.events.map((row) => ({
    id: row.id,
    definitionEventId: row.definitionEventId,
    longname: row.longname.trim() || null,
    order: row.order,
    courseLength: isFederationEvent(row) ? row.courseLength : (parseCourseLength(row.lengthText, row.measurement) ?? 0),
    measurement: row.measurement,
    enduranceEventType: row.enduranceEventType,
    measurementProtocol: row.measurementProtocol,
    protocolAvailable: row.protocolAvailable,
  }));
  const classIds = new Set(values.classes.map((c) => c.id));
  const eventIds = new Set(events.map((e) => e.id));
  return {
    ...updateBodyOf(app),
    classes: values.classes,
    events,
    eventClasses: app.eventClasses.filter((cell) => classIds.has(cell.classId) && eventIds.has(cell.eventId)),
  };
}

/** Where an issue of the whole-application schema shows on this step (null: the base form's). */
export function eventClassesFieldOf(path: string): string | null {
  const item = /^events\.(\d+)\.(\w+)$/.exec(path);
  if (item) {
    const [, index, key] = item;
    if (key === 'longname' || key === 'measurementProtocol') return `events.${index}.${key}`;
    if (key === 'courseLength') return `events.${index}.lengthText`;
    return 'root.events';
  }
  if (path.startsWith('events') || path.startsWith('eventClasses')) return 'root.events';
  if (path.startsWith('classes')) return 'root.classes';
  return null;
}
