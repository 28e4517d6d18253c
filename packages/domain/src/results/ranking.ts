import { centimetresDown, hundredthsUp, type MarkKind } from './marks';

/** A mark as the ranking sees it; `handTimed` only matters for times. */
export interface RankedMark {
  value: number;
  handTimed?: boolean;
}

// Marks are compared by their official value (times rounded up to the hundredth, distances down to
// the centimetre), so 10.3* and 10.30 are equal and float noise such as 10.299999 does not split them.
function officialUnits(value: number, kind: MarkKind): number {
  if (kind === 'time') return hundredthsUp(value);
  if (kind === 'distance') return centimetresDown(value);
  return Math.round(value * 100);
}

/**
 * Comparator for ranking marks of one event, best first: times ascend, distances, heights and
 * points descend; a hand time never ranks above an equal automatic time; fouls and zero marks last.
 */
export function compareMarks(kind: MarkKind): (a: RankedMark, b: RankedMark) => number {
  return (a, b) => {
    const ua = officialUnits(a.value, kind);
    const ub = officialUnits(b.value, kind);
    const aNone = !(ua > 0);
    const bNone = !(ub > 0);
    if (aNone || bNone) return Number(aNone) - Number(bNone);
    if (ua !== ub) return kind === 'time' ? ua - ub : ub - ua;
    return Number(Boolean(a.handTimed)) - Number(Boolean(b.handTimed));
  };
}

/** True when `a` is a strictly better mark than `b` in the ranking of `compareMarks`. */
export function isBetterMark(kind: MarkKind, a: RankedMark, b: RankedMark): boolean {
  return compareMarks(kind)(a, b) < 0;
}
