import { formatMark, formatWind, unitsToMark } from '@portal/domain';
import { markFormatOf } from '../statistics-best-lists/ranking-entry';

/** A mark as the lists print it (`11.65`, `10.4*`, `6.10`). */
export function printedMark(eventCode: string, measurement: string, units: number, handTimed: boolean): string {
  const format = markFormatOf(eventCode, measurement);
  return formatMark(unitsToMark(units, format.kind), format.kind, { handTimed, precision: format.precision });
}

/** A wind reading as the lists print it, with its sign (`+0.5`); null where none was read. */
export const printedWind = (windTenths: number | null): string | null => (windTenths === null ? null : formatWind(windTenths / 10));
