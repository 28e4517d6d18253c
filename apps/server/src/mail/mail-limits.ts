import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { HOUR } from '../lib/clock';
import { hit } from '../lib/rate-counter';
import { tooManyRequests } from '../lib/problems';
import { normalizeAddress } from './mail-budget';
import type { Deps } from '../deps';

/** At most this many mails to one address per hour from the calls anyone can trigger. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
/** At most this many mail-sending calls (register, forgot password, resend confirmation) per client address per hour. */
export const MAIL_CALLS_PER_CLIENT_PER_HOUR = 30;

/**
 * Counts a mail to `address` and tells whether it may go out; over the limit the mail is dropped
 * silently, so the caller's answer stays the same and the portal cannot be used to flood a mailbox.
 * Counted per normalised address: `x+1@…` and `x+2@…` reach one mailbox.
 */
export async function mailAllowed(tx: DbOrTx, address: string, now: Date): Promise<boolean> {
  return (await hit(tx, `mail-address:${normalizeAddress(address)}`, HOUR, now)).count <= MAILS_PER_ADDRESS_PER_HOUR;
}

/** Counts a mail-sending call of the client and refuses it (429) over the hourly limit. */
export async function limitMailCalls(deps: Deps, request: FastifyRequest): Promise<void> {
  const { count } = await hit(deps.db, `mail-client:${request.ip}`, HOUR, deps.clock.now());
  if (count > MAIL_CALLS_PER_CLIENT_PER_HOUR) throw tooManyRequests();
}
