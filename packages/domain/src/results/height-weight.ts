/** Whether `heightWeight` is the implement or hurdle height the event defines (stored to three decimals). */
export const isEventHeightWeight = (heightWeight: number, eventHeightWeight: number): boolean => Math.round(heightWeight * 1000) === Math.round(eventHeightWeight * 1000);

export type HeightWeightProblem = 'errorHeightWeightRequired' | 'errorHeightWeightNotEvent';

/**
 * The event code fixes the implement or hurdle height (SP4000 is the 4 kg shot), so a mark of such
 * an event names it, and no other. `heightWeight` null: none given; NaN: not a number (its format
 * is the schema's to report). The one rule for records, manual lists and their forms.
 */
export function heightWeightProblem(eventHeightWeight: number | null, heightWeight: number | null): HeightWeightProblem | null {
  if (eventHeightWeight === null) return null;
  if (heightWeight === null) return 'errorHeightWeightRequired';
  if (Number.isNaN(heightWeight)) return null;
  return isEventHeightWeight(heightWeight, eventHeightWeight) ? null : 'errorHeightWeightNotEvent';
}
