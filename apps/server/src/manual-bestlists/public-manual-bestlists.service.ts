import type { z } from 'zod';
import {
  classDisplayName,
  formatStoredMark,
  formatWind,
  manualListWind,
  publicManualBestlistsApi as api,
  publicManualBestlistsQuery,
  type PublicManualBestlist,
  type PublicManualBestlistGroup,
  type PublicManualEvent,
} from '@portal/domain';
import { notFound } from '../lib/problems';
import { findPublicManualBestlist, publicManualBestlists } from './manual-bestlists.repo';
import { eventName, windOf } from './manual-bestlists.present';
import { pageOfManualPerformances } from './manual-performances.repo';
import type { ServiceContext } from '../service-context';

type ListsQuery = z.output<typeof publicManualBestlistsQuery>;

/** Every federation's manual lists (or one federation's), by name, with the link to their page. */
export async function publicManualLists({ deps, culture }: ServiceContext<'deps' | 'culture'>, query: ListsQuery): Promise<PublicManualBestlistGroup[]> {
  const groups = new Map<number, PublicManualBestlistGroup>();
  for (const row of await publicManualBestlists(deps.db, query.masterOrganizationId)) {
    const l = row.list;
    let group = groups.get(l.masterId);
    if (!group) groups.set(l.masterId, (group = { masterOrganizationId: l.masterId, masterOrganizationName: row.masterName, lists: [] }));
    group.lists.push({
      id: l.id,
      name: l.name,
      code: l.code,
      className: classDisplayName(l.classCode, culture, { german: row.className }),
      year: l.year,
      eventEnvironment: l.eventEnvironment,
      links: [deps.links.to(api.public_manual_bestlist, { id: l.id })],
    });
  }
  return [...groups.values()];
}

/**
 * A manual list as the public reads it: every mark in list order, grouped by event type and
 * event, with its rank among the event's marks; official and unofficial marks both listed, marked.
 */
export async function publicManualList({ deps, culture }: ServiceContext<'deps' | 'culture'>, id: number): Promise<PublicManualBestlist> {
  const record = await findPublicManualBestlist(deps.db, id);
  if (!record) throw notFound();
  const l = record.list;
  const { rows } = await pageOfManualPerformances(deps.db, id, {}, null);
  const groups: PublicManualBestlist['groups'] = [];
  for (const { performance: p, event: e, rank } of rows) {
    // Rows come in list order: a new event type or event opens its group.
    if (groups.at(-1)?.eventType !== e.eventType) groups.push({ eventType: e.eventType, events: [] });
    const events = groups.at(-1)!.events;
    if (events.at(-1)?.eventCode !== e.code) events.push({ eventCode: e.code, eventName: eventName(e, culture), wind: manualListWind(e, l.eventEnvironment), entries: [] });
    const event: PublicManualEvent = events.at(-1)!;
    const wind = windOf(p.windTenths, e, l.eventEnvironment);
    event.entries.push({
      id: p.id,
      rank,
      mark: formatStoredMark(e, p.markUnits, p.handTimed),
      wind: wind === null ? null : formatWind(wind),
      handTimed: p.handTimed,
      athleteName: [p.athleteFirstname, p.athleteLastname].filter(Boolean).join(' '),
      athleteIocCode: p.athleteIocCode,
      yearOfBirth: p.yearOfBirth,
      organizationName: p.organizationName,
      date: p.performanceDate,
      town: p.performanceTown,
      country: p.performanceCountry,
      location: p.performanceLocation,
      details: p.details,
      performanceStatus: p.performanceStatus,
      isRecord: p.isRecord,
    });
  }
  return {
    id: l.id,
    name: l.name,
    code: l.code,
    className: classDisplayName(l.classCode, culture, { german: record.className }),
    gender: l.gender,
    year: l.year,
    eventEnvironment: l.eventEnvironment,
    masterOrganizationId: l.masterId,
    masterOrganizationName: record.masterName,
    groups,
  };
}
