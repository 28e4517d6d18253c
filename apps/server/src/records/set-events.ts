import { recordSetEvents } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import type { RecordSetRow } from './record-sets.repo';
import { eventsByCodes, type EventRow } from './records.repo';

/**
 * The events of a set (decision: the events of its class, `eventsForClass`, held where the set is;
 * a set of both environments gets all of them), in the reference data's order.
 */
export async function eventsOfSet(db: DbOrTx, set: Pick<RecordSetRow, 'classCode' | 'eventEnvironment'>): Promise<EventRow[]> {
  const definitions = recordSetEvents(set.classCode, set.eventEnvironment);
  const byCode = new Map((await eventsByCodes(db, definitions.map((d) => d.code))).map((e) => [e.code, e]));
  return definitions.flatMap((d) => byCode.get(d.code) ?? []);
}
