import { ageClasses as classList, countries as countryList, events as eventList } from '@portal/domain';
import type { Db } from '../db/client';
import { ageClasses, countries, events } from '../db/schema';

/**
 * Classes, events and countries from the domain package. Only rows that are missing are added, so
 * edits made later in the database survive restarts and new entries of a release still arrive.
 */
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(ageClasses)
    .values(classList.map((c) => ({ code: c.code, name: c.name, sex: c.sex, ageFrom: c.ageFrom, ageTo: c.ageTo, groupName: c.group, sortOrder: c.order })))
    .onConflictDoNothing();
  await db
    .insert(events)
    .values(
      eventList.map((e) => ({
        code: e.code,
        name: e.name,
        shortName: e.shortName,
        shortInternational: e.shortInternational,
        eventType: e.eventType,
        measurement: e.measurement,
        windRequired: e.windRequired,
        handTimeAllowed: e.handTimeAllowed,
        heightWeight: e.heightWeight,
        heightWeightUnit: e.heightWeightUnit,
        relayMembers: e.relayMembers,
        subEvents: [...e.subEvents],
        sex: e.sex,
        environment: e.environment,
        sortOrder: e.order,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(countryList.map((c) => ({ code: c.code, name: c.name, area: c.area })))
    .onConflictDoNothing();
}
