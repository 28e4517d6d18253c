import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { dayOf, publicEventsQuery, SIGN_UP_CONFIRMATION_HOURS, type LanguageCode, type SignUpValues } from '@portal/domain';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { enqueueMail } from '../jobs/queue';
import { mailAllowed } from '../mail/mail-limits';
import { HOUR, MINUTE } from '../lib/clock';
import { hit } from '../lib/rate-counter';
import { conflict, notFound, tooManyRequests } from '../lib/problems';
import { randomToken, sha256 } from '../lib/tokens';
import {
  confirmAttendee,
  deleteAttendee,
  findAttendeeByTokenHash,
  findRegistration,
  findRegistrationById,
  hasExpiredSignUps,
  insertAttendee,
  registrationsWithExpiredSignUps,
  releasePlace,
  removeExpiredSignUps,
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

/** The address of the mailed link that confirms a sign-up. */
export const confirmLink = (deps: Deps, token: string) => `${deps.config.publicOrigin}/events/confirm/${token}`;

/** At most this many sign-ups per client address in `SIGN_UP_WINDOW_MS`. */
export const SIGN_UPS_PER_CLIENT = 10;
export const SIGN_UP_WINDOW_MS = 10 * MINUTE;

/** Unconfirmed sign-ups made before this moment have lost their place. */
export const unconfirmedCutoff = (now: Date) => new Date(now.getTime() - SIGN_UP_CONFIRMATION_HOURS * HOUR);

/** Removes every expired unconfirmed sign-up and gives its place back (the job runner's maintenance); answers how many. */
export async function purgeExpiredSignUps(db: Db, now: Date): Promise<number> {
  const before = unconfirmedCutoff(now);
  let removed = 0;
  for (const id of await registrationsWithExpiredSignUps(db, before)) removed += await db.transaction((tx) => removeExpiredSignUps(tx, id, before));
  return removed;
}

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

/**
 * One event's public page. Places still held by lapsed sign-ups are freed first, so that a full
 * event does not hide its form until the next maintenance; the check alone writes nothing.
 */
export async function publicEvent(deps: Deps, guid: string) {
  const record = await loadEvent(deps, guid);
  const before = unconfirmedCutoff(deps.clock.now());
  if (!(await hasExpiredSignUps(deps.db, record.registration.id, before))) return present(deps, record);
  await deps.db.transaction((tx) => removeExpiredSignUps(tx, record.registration.id, before));
  return present(deps, await loadEvent(deps, guid));
}

/**
 * Signs a visitor up: one place is taken by a conditional update of the event row (409 when none is
 * left), then the attendee is added unconfirmed (409 when the address is already signed up, which
 * gives the place back by rolling everything back), and the mail with the confirmation and the
 * cancellation link is queued in the same transaction. Only the tokens' hashes are stored. Before
 * the place is taken, unconfirmed sign-ups older than 48 hours give theirs back. An event whose day
 * has passed takes no sign-ups (409); a client sending more than 10 in 10 minutes is refused (429).
 */
export async function signUp(deps: Deps, request: Pick<FastifyRequest, 'ip'>, culture: LanguageCode, guid: string, values: SignUpValues) {
  const now = deps.clock.now();
  // Counted before anything else, refusals included: a script trying one address after another is held back as well.
  if ((await hit(deps.db, `sign-up-client:${request.ip}`, SIGN_UP_WINDOW_MS, now)).count > SIGN_UPS_PER_CLIENT) throw tooManyRequests('validation.errorTooManySignUps');
  const record = await loadEvent(deps, guid);
  const r = record.registration;
  if (r.eventDate < today(deps)) throw conflict('validation.errorSignUpClosed');
  const cancelToken = randomToken();
  const confirmToken = randomToken();
  const language = values.language ?? culture;
  await deps.db.transaction(async (tx) => {
    await removeExpiredSignUps(tx, r.id, unconfirmedCutoff(now));
    if (!(await takePlace(tx, r.id))) throw conflict('validation.errorEventFull');
    const added = await insertAttendee(tx, {
      eventRegistrationId: r.id,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      club: values.club,
      yearOfBirth: values.yearOfBirth,
      language,
      cancelTokenHash: sha256(cancelToken),
      confirmTokenHash: sha256(confirmToken),
      // The server's clock, which the 48 hours are measured with, not the database's.
      createdAt: now,
    });
    if (!added) throw conflict('validation.errorAlreadySignedUp');
    // Anyone can type any address here: a flood of mails to one mailbox is cut off (the sign-up then
    // lapses unconfirmed after 48 hours).
    if (await mailAllowed(tx, values.email, now)) {
      await enqueueMail(tx, {
        to: values.email,
        name: `${values.firstName} ${values.lastName}`,
        language,
        replyTo: r.contactEmail,
        message: {
          template: 'eventSignUpConfirm',
          event: r.name,
          date: r.eventDate,
          city: r.city,
          hours: String(SIGN_UP_CONFIRMATION_HOURS),
          link: confirmLink(deps, confirmToken),
          cancelLink: cancelLink(deps, cancelToken),
        },
      });
    }
  });
  return present(deps, await loadEvent(deps, guid));
}

/**
 * Confirms the sign-up of the mailed token: it no longer lapses, and the organiser's mails reach it.
 * The token works once; a used, unknown or lapsed one is 404.
 */
export async function confirmSignUp(deps: Deps, token: string) {
  const now = deps.clock.now();
  const registrationId = await confirmAttendee(deps.db, sha256(token), unconfirmedCutoff(now), now);
  if (registrationId === undefined) throw notFound('validation.errorConfirmLinkInvalid');
  const record = await findRegistrationById(deps.db, registrationId);
  if (!record) throw notFound('validation.errorConfirmLinkInvalid');
  return present(deps, record);
}

/** The event of the sign-up a mailed cancellation token belongs to, changing nothing; a used or unknown token is 404. */
export async function cancelLinkEvent(deps: Deps, token: string) {
  const attendee = await findAttendeeByTokenHash(deps.db, sha256(token));
  const record = attendee && (await findRegistrationById(deps.db, attendee.eventRegistrationId));
  if (!record) throw notFound('validation.errorCancelLinkInvalid');
  return present(deps, record);
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
