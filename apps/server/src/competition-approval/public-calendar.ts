import type { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import { publicCalendarQuery, translate, type LanguageCode, type PublicCalendarItem } from '@portal/domain';
import type { Deps } from '../deps';
import { organizations } from '../db/schema';
import { listMasterOrganizations } from '../core/organizations/organizations.repo';
import { approvedUpcoming } from './approval.repo';
import { isoLocal } from './approval.present';
import { localWallTime } from './approval.service';
import { renderCalendar, type CalendarEvent } from './ical';

type Query = z.output<typeof publicCalendarQuery>;

/** The month after `YYYY-MM` as its first day. */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * Approved runs from today on of one federation (the first, German one, unless named), by state
 * association and month; with the federation's state associations for the filter.
 */
export async function publicCalendar(deps: Deps, query: Query) {
  const { events, regions, masterOrganizationId } = await calendarEvents(deps, query);
  const items: PublicCalendarItem[] = events.map(({ kind: _kind, ...item }) => item);
  return { items, regions, masterOrganizationId };
}

/** The runs of `publicCalendar` with their kind, which the iCalendar feed needs for their length. */
async function calendarEvents(deps: Deps, query: Query) {
  const masters = await listMasterOrganizations(deps.db);
  const master = masters.find((m) => m.id === query.masterOrganizationId) ?? masters[0];
  if (!master) return { events: [], regions: [], masterOrganizationId: 0 };
  const today = localWallTime(deps.clock.now()).slice(0, 10);
  const from = query.month && `${query.month}-01` > today ? `${query.month}-01` : today;
  const rows = await approvedUpcoming(deps.db, master.id, { fromDay: from, toDay: query.month ? nextMonth(query.month) : undefined, regionId: query.regionId });
  const regions = await deps.db
    .select({ value: organizations.id, text: organizations.name, type: organizations.type, stateCode: organizations.stateCode })
    .from(organizations)
    .where(and(eq(organizations.masterId, master.id), eq(organizations.type, 'Region')))
    .orderBy(organizations.sortName, asc(organizations.id));
  const events: CalendarEvent[] = rows.map((r) => ({
    id: r.app.id,
    name: r.app.name,
    startDate: isoLocal(r.app.startAt),
    endDate: r.app.endDate,
    town: r.app.town,
    region: r.regionName,
    distances: [...r.app.content.events]
      .sort((a, b) => a.order - b.order)
      .map((e) => ({ name: e.longname ?? e.definitionEventId ?? '', courseLength: e.courseLength, measurement: e.measurement })),
    organizer: r.ownerName,
    website: typeof r.app.details.contact_Website === 'string' ? r.app.details.contact_Website : null,
    entryLink: typeof r.app.details.linkEntrySystem === 'string' ? r.app.details.linkEntrySystem : null,
    latitude: r.app.latitude,
    longitude: r.app.longitude,
    kind: r.app.subType,
  }));
  return { events, regions, masterOrganizationId: master.id };
}

/** The same list as an iCalendar document. */
export async function publicCalendarIcs(deps: Deps, query: Query, language: LanguageCode) {
  const { events } = await calendarEvents(deps, query);
  const origin = deps.config.publicOrigin;
  return renderCalendar(events, { origin, host: new URL(origin).hostname, now: deps.clock.now(), name: translate(language, 'publicCalendar.title'), language });
}
