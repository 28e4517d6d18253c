import type { z } from 'zod';
import {
  classDisplayName,
  eventDisplayName,
  formatStoredMark,
  publicRecordsQuery,
  RecordStatus,
  type LanguageCode,
  type PublicRecordGroup,
  type PublicRecordSet,
} from '@portal/domain';
import { publicRecordSets } from './record-sets.repo';
import { qualifierText } from './record-sets.present';
import { recordsOfSets, type RecordWithEvent } from './records.repo';
import { storedWind } from './records.present';
import type { ServiceContext } from '../service-context';

type Query = z.output<typeof publicRecordsQuery>;

/** Records whose status is decided; unset ones are not published. */
const publishedStatuses = [RecordStatus.official, RecordStatus.unofficial];

/** A set's records in groups of one event type each, in the list order they arrive in. */
function groupsOf(rows: RecordWithEvent[], culture: LanguageCode): PublicRecordSet['groups'] {
  const groups: PublicRecordSet['groups'] = [];
  for (const { record: r, event, athleteId } of rows) {
    let group = groups.at(-1);
    if (group?.eventType !== event.eventType) groups.push((group = { eventType: event.eventType, records: [] }));
    group.records.push({
      id: r.id,
      eventCode: event.code,
      eventName: eventDisplayName(event.code, culture, { german: event.name }),
      formatedValue: formatStoredMark(event, r.markUnits, r.handTimed),
      formatedWind: storedWind(r.windTenths).formatedWind,
      athleteName: `${r.athleteFirstname} ${r.athleteLastname}`.trim(),
      competitorId: athleteId,
      athleteIocCode: r.athleteIocCode,
      yearOfBirth: r.yearOfBirth,
      recordTown: r.recordTown,
      recordCountry: r.recordCountry,
      date: r.recordDate,
      recordStatus: r.recordStatus,
    });
  }
  return groups;
}

/** Every federation's record sets (or one federation's) by name, each with its official and unofficial records. */
export async function publicRecords({ deps, culture }: ServiceContext<'deps' | 'culture'>, query: Query): Promise<PublicRecordGroup[]> {
  const sets = await publicRecordSets(deps.db, query.masterOrganizationId);
  const rows = await recordsOfSets(
    deps.db,
    sets.map((s) => s.set.id),
    publishedStatuses,
  );
  const bySet = new Map<number, RecordWithEvent[]>();
  for (const row of rows) bySet.set(row.record.recordSetId, [...(bySet.get(row.record.recordSetId) ?? []), row]);
  const federations = new Map<number, PublicRecordGroup>();
  for (const entry of sets) {
    const s = entry.set;
    let federation = federations.get(s.masterId);
    if (!federation) federations.set(s.masterId, (federation = { masterOrganizationId: s.masterId, masterOrganizationName: entry.masterName, sets: [] }));
    federation.sets.push({
      id: s.id,
      name: s.name,
      code: s.code,
      className: classDisplayName(s.classCode, culture),
      gender: s.gender,
      recordType: s.recordType,
      recordValidity: s.recordValidity,
      validityQualifier: qualifierText(entry),
      eventEnvironment: s.eventEnvironment,
      groups: groupsOf(bySet.get(s.id) ?? [], culture),
    });
  }
  return [...federations.values()];
}
