/** Where a mark was made, with the numbers of the statistics spec (§3): indoor 0, outdoor 1, all 2. */
export const Environment = { indoor: 0, outdoor: 1, all: 2 } as const;
export type EnvironmentName = keyof typeof Environment;
export type EnvironmentValue = (typeof Environment)[EnvironmentName];
/** The names of the environments in spec order, for selectors and catalogue keys. */
export const environmentNames = Object.keys(Environment) as EnvironmentName[];

// The approval and statistics specs (§4) derive the environment from the start month; indoor
// competitions run in the winter months, so January–March and November–December count as indoor.
const INDOOR_MONTHS: ReadonlySet<number> = new Set([1, 2, 3, 11, 12]);

/** The environment a competition gets from its start month (1–12): Jan–Mar, Nov, Dec indoor, else outdoor. */
export function environmentForMonth(month: number): 0 | 1 {
  return INDOOR_MONTHS.has(month) ? Environment.indoor : Environment.outdoor;
}

/** The environment a competition gets from its start date (`YYYY-MM-DD`, or an ISO date-time). */
export function environmentForDate(date: string): 0 | 1 {
  return environmentForMonth(Number(date.slice(5, 7)));
}
