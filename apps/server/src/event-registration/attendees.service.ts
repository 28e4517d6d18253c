import { ATTENDEE_MAILS_PER_DAY, normalizeCulture, type LanguageCode } from '@portal/domain';
import type { Deps } from '../deps';
import { enqueueActorMails } from '../mail/mail-budget';
import type { MailJob } from '../mail/templates';
import { DAY } from '../lib/clock';
import { hit } from '../lib/rate-counter';
import { conflict, notFound, tooManyRequests } from '../lib/problems';
import { attendeesOf, deleteAttendee, findAttendeeOf, releasePlace } from './event-registrations.repo';
import { loadManagedRegistration } from './event-registrations.service';
import { presentAttendee } from './event-registrations.present';
import { attendeesFileName, attendeesWorkbook } from './attendees-workbook';
import { unconfirmedCutoff } from './sign-up.service';
import type { ServiceContext } from '../service-context';

/** The address of an event's public page, where mails point attendees to. */
export const publicEventLink = (deps: Deps, guid: string) => `${deps.config.publicOrigin}/events/${guid}`;

/** The attendees of a registration the caller manages, by name; unconfirmed ones only while they hold their place. */
export async function listAttendees({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, guid: string) {
  const record = await loadManagedRegistration(deps.db, auth, await access.grants(), guid);
  return (await attendeesOf(deps.db, record.registration.id, unconfirmedCutoff(deps.clock.now()))).map((a) => presentAttendee(a, guid, deps.links));
}

/**
 * Removes an attendee of a registration the caller manages: the place is given back and the row
 * deleted in one transaction (the event row first, in the order sign-ups lock), and a confirmed
 * attendee is told by mail in the language they signed up in, through the caller's mail budget. An
 * unconfirmed address may be a stranger's (decision 029), so it gets nothing. Unknown, or another
 * event's attendee: 404.
 */
export async function removeAttendee({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, guid: string, attendeeId: number) {
  const record = await loadManagedRegistration(deps.db, auth, await access.grants(), guid);
  const r = record.registration;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await releasePlace(tx, r.id);
    const attendee = await findAttendeeOf(tx, r.id, attendeeId);
    if (!attendee || !(await deleteAttendee(tx, attendee.id))) throw notFound();
    if (attendee.confirmedAt === null) return;
    await enqueueActorMails(tx, auth.userId, now, [
      {
        to: attendee.email,
        name: `${attendee.firstName} ${attendee.lastName}`,
        language: normalizeCulture(attendee.language),
        replyTo: r.contactEmail,
        message: { template: 'eventAttendeeRemoved', event: r.name, date: r.eventDate, city: r.city, contact: r.contactEmail, link: publicEventLink(deps, r.guid) },
      },
    ]);
  });
  return {};
}

/** The attendee list as an XLSX file with its file name, texts in `language`. */
export async function attendeesFile({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, language: LanguageCode, guid: string) {
  const record = await loadManagedRegistration(deps.db, auth, await access.grants(), guid);
  const attendees = await attendeesOf(deps.db, record.registration.id, unconfirmedCutoff(deps.clock.now()));
  return { fileName: attendeesFileName(record.registration, language), data: await attendeesWorkbook(record.registration, attendees, language) };
}

/**
 * Queues the organiser's message to every attendee who confirmed their address (an unconfirmed
 * address may be a stranger's), each in the language they signed up in, with the event's contact
 * as the address for answers; all mails or none (one transaction). Nobody confirmed: 409. At most
 * three messages per event in 24 hours, and the mails count against the sender's mail budget
 * (429 past either, nothing queued: the counter's hit rolls back with the rest).
 */
export async function informAttendees({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, guid: string, content: string) {
  const record = await loadManagedRegistration(deps.db, auth, await access.grants(), guid);
  const r = record.registration;
  const now = deps.clock.now();
  const queued = await deps.db.transaction(async (tx) => {
    const attendees = await attendeesOf(tx, r.id, null);
    if (attendees.length === 0) throw conflict(r.currentPeople > 0 ? 'validation.errorNoConfirmedAttendees' : 'validation.errorNoAttendees');
    if ((await hit(tx, `inform-attendees:${r.id}`, DAY, now)).count > ATTENDEE_MAILS_PER_DAY) {
      throw tooManyRequests('validation.errorTooManyAttendeeMails', { max: ATTENDEE_MAILS_PER_DAY });
    }
    const mails: MailJob[] = attendees.map((a) => ({
      to: a.email,
      name: `${a.firstName} ${a.lastName}`,
      language: normalizeCulture(a.language),
      replyTo: r.contactEmail,
      message: { template: 'eventAttendeesInformed', event: r.name, date: r.eventDate, city: r.city, contact: r.contactEmail, content, link: publicEventLink(deps, r.guid) },
    }));
    await enqueueActorMails(tx, auth.userId, now, mails);
    return attendees.length;
  });
  return { queued };
}
