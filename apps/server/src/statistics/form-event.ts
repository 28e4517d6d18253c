import { eventDisplayName, markKindOf, type FormEvent, type LanguageCode } from '@portal/domain';
import type { events } from '../db/schema/reference';

/** An event for a form that takes one mark (a record, a manual list's performance); `windRequired` where wind counts for the set or list. */
export function presentFormEvent(event: typeof events.$inferSelect, windRequired: boolean, culture: LanguageCode): FormEvent {
  return {
    code: event.code,
    name: eventDisplayName(event.code, culture, { german: event.name }),
    internationalEventShort: event.shortInternational,
    eventType: event.eventType,
    measurement: markKindOf(event.measurement),
    windRequired,
    handTimeAllowed: event.handTimeAllowed,
    heightWeight: event.heightWeight,
    heightWeightUnit: event.heightWeightUnit,
    isRelayEvent: event.relayMembers > 0,
    order: event.sortOrder,
  };
}
