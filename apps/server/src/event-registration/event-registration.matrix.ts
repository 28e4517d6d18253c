/**
 * The event registration rows of the permission matrix: every account holding a role reaches the
 * area; a registration is read, changed, deleted, listed with its attendees (and an attendee
 * removed) and mailed to by the
 * members of its owner organisation and the admins above it (PRODUCT §2), another federation's is
 * absent (404). Derived from the demo accounts' grants, not from the policy code. Refused calls
 * are checked to leave the area's tables and the job queue unchanged.
 */
import { eq, inArray } from 'drizzle-orm';
import { eventAttendees, eventRegistrations, jobs } from '../db/schema';
import { EINTRACHT, type AccountKey, type Org } from '../test/fixtures';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { insertStoredAttendee, insertStoredRegistration, registrationFingerprint, registrationPayload, storedRegistration } from './event-registrations.fixtures';

export function eventRegistrationRows(env: MatrixEnv): Row[] {
  const created: number[] = [];
  const db = () => env.t().database.db;
  const holdsRole = (who: AccountKey) => env.grantIds(who).length > 0;
  /** A role in X, or OrgAdmin in X or above it. */
  const manages = (who: AccountKey, x: Org) => env.grantIds(who).some((g) => g.orgId === x.id || (g.role === 'OrgAdmin' && x.path.includes(g.orgId)));
  /** 403 without a role (the area is not offered), 404 for the other federation's registration, else 200 for its managers. */
  const onItem = (c: Ctx) => (!holdsRole(c.who) ? 403 : c.foreign ? 404 : manages(c.who, c.x) ? 200 : 403);
  const label = (c: Ctx) => `Matrix ${c.who} ${c.target}`;

  /** The fingerprint before the call, checked after a cell that had to be refused. */
  let before: string | undefined;
  async function arrange(c: Ctx, attendee = false) {
    const r = await insertStoredRegistration(env.t(), { masterId: c.x.masterId, ownerId: c.x.id, name: label(c) });
    if (attendee) await insertStoredAttendee(env.t(), r.id, { email: `matrix.${c.who}.${c.target}@example.org` });
    created.push(r.id);
    before = await registrationFingerprint(env.t());
    return r;
  }
  const cleanupFor = (expected: (c: Ctx) => number) => async (c: Ctx) => {
    if (before !== undefined && expected(c) >= 400 && (await registrationFingerprint(env.t())) !== before) {
      throw new Error(`${c.who} → ${c.target}: refused, but the registrations, attendees or jobs changed`);
    }
    before = undefined;
    if (created.length) await db().delete(eventRegistrations).where(inArray(eventRegistrations.id, created.splice(0)));
  };
  /** A call on one registration owned by X (with one attendee when `attendee`). */
  const item = (rel: string, expected: (c: Ctx) => number, options: Partial<Row> & { attendee?: boolean; payload?: (c: Ctx) => unknown } = {}): Row => {
    const { attendee, payload, ...rest } = options;
    return {
      rel,
      expected,
      call: async (c) => ({ rel, params: { guid: (await arrange(c, attendee)).guid }, payload: payload?.(c) }),
      cleanup: cleanupFor(expected),
      ...rest,
    };
  };

  return [
    {
      rel: 'get_event_registrations',
      expected: (c) => (holdsRole(c.who) ? 200 : 403),
      call: async (c) => {
        await arrange(c);
        return { rel: 'get_event_registrations', query: `freetextSearch=${encodeURIComponent(label(c))}` };
      },
      body: (c, res) => {
        const listed = (res.json() as { entities: { id: number }[] }).entities.some((e) => e.id === created.at(-1));
        const wanted = !c.foreign && manages(c.who, c.x);
        return listed === wanted ? [] : [`registration of X ${listed ? 'listed' : 'missing'}`];
      },
      cleanup: cleanupFor(() => 200),
    },
    {
      rel: 'new_event_reg',
      once: true,
      mutating: true,
      expected: (c) => (holdsRole(c.who) ? 201 : 403),
      call: async (c) => {
        before = await registrationFingerprint(env.t());
        return { rel: 'new_event_reg', payload: registrationPayload(env.t(), { name: `Neu ${label(c)}` }) };
      },
      changed: async (c) => {
        const rows = await db().select().from(eventRegistrations).where(eq(eventRegistrations.name, `Neu ${label(c)}`));
        created.push(...rows.map((r) => r.id));
        const owner = env.grantIds(c.who)[0]?.orgId;
        return rows.length === 1 && rows[0].masterId === c.masterId && rows[0].ownerOrganizationId === owner && rows[0].creatorUserId === c.me ? [] : [`created ${JSON.stringify(rows)}`];
      },
      cleanup: cleanupFor((c) => (holdsRole(c.who) ? 201 : 403)),
    },
    {
      rel: 'new_event_reg',
      variant: 'for the current organisation X',
      mutating: true,
      expected: (c) => (env.grantIds(c.who).some((g) => g.orgId === c.x.id) ? 201 : 403),
      call: async (c) => {
        before = await registrationFingerprint(env.t());
        return { rel: 'new_event_reg', headers: { 'x-current-org': String(c.x.id) }, payload: registrationPayload(env.t(), { name: `Für X ${label(c)}` }) };
      },
      changed: async (c) => {
        const rows = await db().select().from(eventRegistrations).where(eq(eventRegistrations.name, `Für X ${label(c)}`));
        created.push(...rows.map((r) => r.id));
        return rows.length === 1 && rows[0].ownerOrganizationId === c.x.id ? [] : [`created ${JSON.stringify(rows)}`];
      },
      cleanup: cleanupFor((c) => (env.grantIds(c.who).some((g) => g.orgId === c.x.id) ? 201 : 403)),
    },
    item('event_registration_links:get_by_id', onItem, {
      body: (_c, res) => ((res.json() as { id: number }).id === created.at(-1) ? [] : ['another registration answered']),
    }),
    item('update_event_reg', onItem, {
      mutating: true,
      payload: (c) => registrationPayload(env.t(), { name: `Geändert ${label(c)}` }),
      changed: async (c, call) => ((await storedRegistration(env.t(), String(call.params!.guid))).name === `Geändert ${label(c)}` ? [] : ['not changed']),
    }),
    item('delete_event_reg', onItem, {
      mutating: true,
      changed: async (_c, call) => ((await storedRegistration(env.t(), String(call.params!.guid))) === undefined ? [] : ['not deleted']),
    }),
    item('inform_attendees', onItem, {
      mutating: true,
      attendee: true,
      payload: () => ({ content: 'Matrix-Nachricht' }),
      changed: async (c) => {
        const queued = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail'));
        const to = `matrix.${c.who}.${c.target}@example.org`;
        return queued.some((j) => (j.payload as { to?: string }).to === to) ? [] : ['no mail queued'];
      },
    }),
    item('get_attendees', onItem, { attendee: true, body: (c, res) => ((res.json() as { email: string }[]).map((a) => a.email).join() === `matrix.${c.who}.${c.target}@example.org` ? [] : ['attendees differ']) }),
    item('export_attendees', onItem, { attendee: true }),
    {
      rel: 'remove_attendee',
      expected: onItem,
      mutating: true,
      call: async (c) => {
        const r = await arrange(c, true);
        const [a] = await db().select({ id: eventAttendees.id }).from(eventAttendees).where(eq(eventAttendees.eventRegistrationId, r.id));
        return { rel: 'remove_attendee', params: { guid: r.guid, attendeeId: a.id } };
      },
      changed: async (_c, call) => ((await storedRegistration(env.t(), String(call.params!.guid))).currentPeople === 0 ? [] : ['attendee not removed']),
      cleanup: cleanupFor(onItem),
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = {
  rows: eventRegistrationRows,
  offeredByRole: ['event_registration_links'],
  anonymousRels: ['public_event_registrations', 'public_event_registration', 'sign_up', 'cancel_sign_up', 'cancel_link_event', 'confirm_sign_up'],
  async rootLinkValues(env) {
    const eintracht = env.org(EINTRACHT);
    const { guid } = await insertStoredRegistration(env.t(), { masterId: eintracht.masterId, ownerId: eintracht.id, name: 'Linkprobe' });
    return { public_event_registration: { guid }, sign_up: { guid } };
  },
};
