/** Spec §9: the year selectors reach back 100 years from the current one. */
export const YEARS_BACK = 100;

/**
 * The years a selector offers, newest first: from `newest` (default the current year; a later
 * season, such as the indoor season starting in November, may lie one year ahead) back to 100
 * years before the current year.
 */
export function yearOptions(today: Date = new Date(), newest?: number): number[] {
  const current = today.getFullYear();
  const first = Math.max(current, newest ?? current);
  return Array.from({ length: first - (current - YEARS_BACK) + 1 }, (_, i) => first - i);
}
