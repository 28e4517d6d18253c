import { z } from 'zod';
import { isWindReadingPlausible, parseWind } from '../results/wind';
import { RecordLimits } from './record-rules';
import { isEmptyInput, type TypedNumber } from '../api/input-fields';

// Field schemas of this folder's payloads beyond the shared ones (`api/input-fields`), not exported
// from the package. Messages are catalogue keys under `validation.`.

/**
 * A wind reading as typed (`+1,8`, `-0.4`, `2`) or sent as a number, in m/s; null when left empty.
 * One decimal at most, so a reading is never more exact than the rules record it; beyond ±9.9 m/s
 * it is no reading a gauge shows (`errorWindOutOfRange`).
 */
export const windInput = z.preprocess(
  (v: TypedNumber) => {
    if (isEmptyInput(v)) return null;
    if (typeof v === 'string') return parseWind(v) ?? Number.NaN;
    if (typeof v === 'number' && Math.abs(Math.round(v * 10) - v * 10) > 1e-6) return Number.NaN;
    return v;
  },
  z.number({ error: 'errorShouldBeDecimal' }).refine(isWindReadingPlausible, 'errorWindOutOfRange').nullable(),
);

/** Implement weight (kg) or hurdle height (cm) as typed (`7,26`) or sent; null when left empty. */
export const heightWeightInput = z.preprocess(
  (v: TypedNumber) => (isEmptyInput(v) ? null : typeof v === 'string' ? (/^\s*\d{1,4}(?:[.,]\d{1,3})?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : Number.NaN) : v),
  z.number({ error: 'errorShouldBeDecimal' }).gt(0, 'errorShouldBeDecimal').max(RecordLimits.maxHeightWeight, 'errorShouldBeDecimal').nullable(),
);
