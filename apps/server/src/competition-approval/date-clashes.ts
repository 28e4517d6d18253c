import { Limits, parseLocalDateTime, parseDay, type DateClash } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { sameDayApplications } from './approval.repo';

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ClashProbe {
  masterId: number;
  regionId: number;
  /** `YYYY-MM-DDTHH:mm` or as stored (`YYYY-MM-DD HH:mm:ss`). */
  startDate: string;
  town: string;
  latitude: number | null;
  longitude: number | null;
  excludeId?: number;
}

/**
 * Open or approved applications of the same state association on the same day, within 30 km, or
 * in the same town when either side has no coordinates.
 */
export async function clashesFor(tx: DbOrTx, probe: ClashProbe): Promise<DateClash[]> {
  const day = parseDay(probe.startDate.replace(' ', 'T')) ?? parseLocalDateTime(probe.startDate)?.slice(0, 10);
  if (!day) return [];
  const candidates = await sameDayApplications(tx, probe.masterId, probe.regionId, day, probe.excludeId);
  const town = probe.town.trim().toLowerCase();
  const clashes: DateClash[] = [];
  for (const c of candidates) {
    const both = probe.latitude !== null && probe.longitude !== null && c.latitude !== null && c.longitude !== null;
    const km = both ? distanceKm({ lat: probe.latitude!, lon: probe.longitude! }, { lat: c.latitude!, lon: c.longitude! }) : null;
    const near = km !== null ? km <= Limits.clashKm : town !== '' && c.town.trim().toLowerCase() === town;
    if (near) {
      clashes.push({ id: c.id, name: c.name, startDate: c.startAt.replace(' ', 'T').slice(0, 16), town: c.town, organizer: c.organizer, state: c.state, distanceKm: km === null ? null : Math.round(km * 10) / 10 });
    }
  }
  return clashes;
}
