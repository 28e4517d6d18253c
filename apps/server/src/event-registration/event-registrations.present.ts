import { eventRegistrationsApi as api, publicEventRegistrationsApi as publicApi, type Attendee, type EventRegistration, type Link, type PublicEvent } from '@portal/domain';
import type { Linker } from '../api/links';
import type { Grant } from '../access/grants';
import type { AttendeeRow, RegistrationRecord } from './event-registrations.repo';
import { managesRegistration } from './event-registrations.policy';

/** What presenting needs besides the rows: the caller's grants and federation, and the links. */
export interface PresentContext {
  grants: readonly Grant[];
  masterId: number;
  links: Linker;
}

const ownerOf = (record: RegistrationRecord) => ({
  masterId: record.registration.masterId,
  ownerOrganizationId: record.registration.ownerOrganizationId,
  ownerPath: record.ownerPath,
});

/** Exactly the actions the caller may take on the registration now; mails only when someone signed up. */
function registrationLinks(record: RegistrationRecord, ctx: PresentContext): Link[] {
  if (!managesRegistration(ctx.grants, ctx.masterId, ownerOf(record))) return [];
  const guid = { guid: record.registration.guid };
  const links = [
    ctx.links.to(api.get_by_id, guid),
    ctx.links.to(api.update_event_reg, guid),
    ctx.links.to(api.delete_event_reg, guid),
    ctx.links.to(api.get_attendees, guid),
    ctx.links.to(api.export_attendees, guid),
  ];
  if (record.registration.currentPeople > 0) links.push(ctx.links.to(api.inform_attendees, guid));
  return links;
}

export function presentRegistration(record: RegistrationRecord, ctx: PresentContext): EventRegistration {
  const r = record.registration;
  return {
    id: r.id,
    guid: r.guid,
    name: r.name,
    contactEmail: r.contactEmail,
    city: r.city,
    country: r.country,
    eventDate: r.eventDate,
    maxPeople: r.maxPeople,
    currentPeople: r.currentPeople,
    ownerOrganizationId: r.ownerOrganizationId,
    ownerOrganizationName: record.ownerName,
    links: registrationLinks(record, ctx),
  };
}

/** An attendee as the organiser sees them; only the organiser is shown attendees, so the removal link is always theirs. */
export function presentAttendee(a: AttendeeRow, guid: string, links: Linker): Attendee {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    club: a.club,
    yearOfBirth: a.yearOfBirth,
    createdAt: a.createdAt.toISOString(),
    confirmed: a.confirmedAt !== null,
    links: [links.to(api.remove_attendee, { guid, attendeeId: a.id })],
  };
}

/** The public view of an event on `today`: places, whether it is full or over, and the sign-up link while one is possible. */
export function presentPublicEvent(record: RegistrationRecord, today: string, links: Linker): PublicEvent {
  const r = record.registration;
  const unlimited = r.maxPeople === 0;
  const placesLeft = unlimited ? null : Math.max(0, r.maxPeople - r.currentPeople);
  const full = placesLeft === 0;
  const open = r.eventDate >= today;
  const guid = { guid: r.guid };
  return {
    guid: r.guid,
    name: r.name,
    eventDate: r.eventDate,
    city: r.city,
    country: r.country,
    contactEmail: r.contactEmail,
    organizerName: record.ownerName,
    masterOrganizationId: r.masterId,
    masterOrganizationName: record.masterName,
    maxPeople: r.maxPeople,
    currentPeople: r.currentPeople,
    placesLeft,
    full,
    open,
    links: [links.to(publicApi.public_event_registration, guid), ...(open && !full ? [links.to(publicApi.sign_up, guid)] : []), links.to(publicApi.cancel_sign_up)],
  };
}
