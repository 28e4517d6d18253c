import { formatDay, normalizeCulture, type LanguageCode } from '@portal/domain';
import type { RequestAccess } from '../access/request-access';
import type { Auth, Deps } from '../plugins/auth';
import { enqueueMail } from '../jobs/queue';
import { conflict } from '../lib/problems';
import { attendeesOf } from './event-registrations.repo';
import { loadManagedRegistration } from './event-registrations.service';
import { presentAttendee } from './event-registrations.present';
import { attendeesFileName, attendeesWorkbook } from './attendees-workbook';

/** The address of an event's public page, where mails point attendees to. */
export const publicEventLink = (deps: Deps, guid: string) => `${deps.config.publicOrigin}/events/${guid}`;

/** The attendees of a registration the caller manages, by name. */
export async function listAttendees(deps: Deps, auth: Auth, access: RequestAccess, guid: string) {
  const record = await loadManagedRegistration(deps.db, auth, await access.grants(), guid);
  return (await attendeesOf(deps.db, record.registration.id)).map(presentAttendee);
}

/** The attendee list as an XLSX file with its file name, texts in `language`. */
export async function attendeesFile(deps: Deps, auth: Auth, access: RequestAccess, language: LanguageCode, guid: string) {
  const record = await loadManagedRegistration(deps.db, auth, await access.grants(), guid);
  const attendees = await attendeesOf(deps.db, record.registration.id);
  return { fileName: attendeesFileName(record.registration, language), data: await attendeesWorkbook(record.registration, attendees, language) };
}

/**
 * Queues the organiser's message to every attendee, each in the language they signed up in, with
 * the event's contact as the address for answers; all mails or none (one transaction). Without
 * attendees there is nobody to write to (409).
 */
export async function informAttendees(deps: Deps, auth: Auth, access: RequestAccess, guid: string, content: string) {
  const record = await loadManagedRegistration(deps.db, auth, await access.grants(), guid);
  const r = record.registration;
  const queued = await deps.db.transaction(async (tx) => {
    const attendees = await attendeesOf(tx, r.id);
    if (attendees.length === 0) throw conflict('validation.errorNoAttendees');
    for (const a of attendees) {
      await enqueueMail(tx, {
        to: a.email,
        name: `${a.firstName} ${a.lastName}`,
        language: normalizeCulture(a.language),
        replyTo: r.contactEmail,
        message: { template: 'eventAttendeesInformed', event: r.name, date: formatDay(r.eventDate), city: r.city, contact: r.contactEmail, content, link: publicEventLink(deps, r.guid) },
      });
    }
    return attendees.length;
  });
  return { queued };
}
