import { events, EventType, type EventDefinition } from '../reference/events';

/** Course lengths in metres of the federation's road events (a half marathon is 21.0975 km). */
const roadDistances: Record<string, number> = {
  '5K': 5000,
  '10K': 10000,
  '15K': 15000,
  '10MI': 16093.44,
  '20K': 20000,
  HM: 21097.5,
  '25K': 25000,
  '30K': 30000,
  MAR: 42195,
  '50K': 50000,
  '100K': 100000,
};

/** The course length of a road event in metres, or null for other events; road walks read theirs from the code (`20KW`). */
export function roadDistanceMetres(code: string): number | null {
  if (code in roadDistances) return roadDistances[code];
  const walk = /^(\d+(?:\.\d+)?)KW$/.exec(code);
  return walk ? Number(walk[1]) * 1000 : null;
}

/** The federation's road running and walking events an approval can list, with course lengths as spec §3 stores them (metres × 1000). */
export function enduranceEventDefinitions(all: readonly EventDefinition[] = events) {
  return all
    .filter((e) => e.eventType === EventType.endurance && roadDistanceMetres(e.code) !== null)
    .map((e) => ({
      id: e.code,
      code: e.code,
      name: e.name,
      courseLength: Math.round(roadDistanceMetres(e.code)! * 1000),
      measurement: 'm' as const,
      enduranceEventType: e.code.endsWith('KW') ? 1 : 0,
      order: e.order,
    }));
}
