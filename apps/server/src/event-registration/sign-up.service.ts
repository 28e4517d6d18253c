import type { z } from 'zod';
import { dayOf, formatDay, publicEventsQuery, type LanguageCode, type SignUpValues } from '@portal/domain';
import type { Deps } from '../plugins/auth';
import { enqueueMail } from '../jobs/queue';
import { mailAllowed } from '../mail/mail-limits';
import { conflict, notFound } from '../lib/problems';
import { randomToken, sha256 } from '../lib/tokens';
import {
  deleteAttendee,
  findAttendeeByTokenHash,
  findRegistration,
  findRegistrationById,
  insertAttendee,
  releasePlace,
  takePlace,
  upcomingRegistrations,
  type RegistrationRecord,
} from './event-registrations.repo';
import { presentPublicEvent } from './event-registrations.present';

/** At most this many events on the public overview (the soonest). */
export const PUBLIC_EVENTS_LIMIT = 400;

const today = (deps: Deps) => dayOf(deps.clock.now());
const present = (deps: Deps, record: RegistrationRecord) => presentPublicEvent(record, today(deps), deps.links);

/** The address of the mailed link that cancels a sign-up. */
export const cancelLink = (deps: Deps, token: string) => `${deps.config.publicOrigin}/events/cancel/${token}`;

/** Upcoming events (today or later) of one federation, or of all, soonest first. */
export async function publicEvents(deps: Deps, query: z.output<typeof publicEventsQuery>) {
  const rows = await upcomingRegistrations(deps.db, today(deps), query.masterOrganizationId, PUBLIC_EVENTS_LIMIT);
  return rows.map((r) => present(deps, r));
}

async function loadEvent(deps: Deps, guid: string): Promise<RegistrationRecord> {
  const record = await findRegistration(deps.db, guid);
  if (!record) throw notFound();
  return record;
}

/** One event's public page. */
export async function publicEvent(deps: Deps, guid: string) {
  return present(deps, await loadEvent(deps, guid));
}

/**
 * Signs a visitor up: one place is taken by a conditional update of the event row (409 when none is
 * left), then the attendee is added (409 when the address is already signed up, which gives the
 * place back by rolling everything back), and the confirmation with the cancellation link is
 * queued in the same transaction. Only the token's hash is stored. An event whose day has passed
 * takes no sign-ups (409).
 */
export async function signUp(deps: Deps, culture: LanguageCode, guid: string, values: SignUpValues) {
  const record = await loadEvent(deps, guid);
  const r = record.registration;
  if (r.eventDate < today(deps)) throw conflict('validation.errorSignUpClosed');
  const token = randomToken();
  const language = values.language ?? culture;
  await deps.db.transaction(async (tx) => {
    if (!(await takePlace(tx, r.id))) throw conflict('validation.errorEventFull');
    const added = await insertAttendee(tx, {
      eventRegistrationId: r.id,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      club: values.club,
      yearOfBirth: values.yearOfBirth,
      language,
      cancelTokenHash: sha256(token),
    });
    if (!added) throw conflict('validation.errorAlreadySignedUp');
    // Anyone can type any address here: a flood of confirmations to one mailbox is cut off.
    if (await mailAllowed(tx, values.email, deps.clock.now())) {
      await enqueueMail(tx, {
        to: values.email,
        name: `${values.firstName} ${values.lastName}`,
        language,
        replyTo: r.contactEmail,
        message: { template: 'eventSignUp', event: r.name, date: formatDay(r.eventDate), city: r.city, link: cancelLink(deps, token) },
      });
    }
  });
  return publicEvent(deps, guid);
}

/**
 * Cancels the sign-up of the mailed token: the place is given back and the attendee removed in one
 * transaction (the event row first, in the order sign-ups lock). An unknown or used token is 404.
 */
export async function cancelSignUp(deps: Deps, token: string) {
  const attendee = await findAttendeeByTokenHash(deps.db, sha256(token));
  if (!attendee) throw notFound('validation.errorCancelLinkInvalid');
  await deps.db.transaction(async (tx) => {
    await releasePlace(tx, attendee.eventRegistrationId);
    if (!(await deleteAttendee(tx, attendee.id))) throw notFound('validation.errorCancelLinkInvalid');
  });
  const record = await findRegistrationById(deps.db, attendee.eventRegistrationId);
  if (!record) throw notFound();
  return present(deps, record);
}
