import { ageClassByCode } from './classes';
import { eventByCode, events, type EventDefinition } from './events';
import { standardEventCodes } from '../statistics-best-lists/standard-definitions';

/**
 * The events a record set or manual list of a class offers (spec §2.6 "events of the set's national
 * class"): the federation's usual events of the class with its implements and hurdle heights where
 * the class has a standard list (open and youth classes), otherwise every event the class's sex
 * competes in (masters use varying implements, so none is excluded). Unknown classes get every event.
 */
export function eventsForClass(classCode: string): EventDefinition[] {
  const standard = standardEventCodes(classCode);
  if (standard) return standard.map((code) => eventByCode(code)!).sort((a, b) => a.order - b.order);
  const sex = ageClassByCode(classCode)?.sex;
  return events.filter((e) => sex === undefined || e.sex === null || e.sex === sex);
}
