import type { z } from 'zod';
import { eventRegistrationsApi as api, dayOf, eventRegistrationListQuery, type EventRegistrationValues } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import type { Grant } from '../access/grants';
import type { RequestAccess } from '../access/request-access';
import type { Auth, Deps } from '../deps';
import { fieldError, forbidden, notFound } from '../lib/problems';
import { deleteRegistration, findRegistration, insertRegistration, listConditions, pageOfRegistrations, updateRegistration, type RegistrationRecord } from './event-registrations.repo';
import { managedScope, managesRegistration, ownerOrganization } from './event-registrations.policy';
import { presentRegistration, type PresentContext } from './event-registrations.present';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof eventRegistrationListQuery>;

async function presentContext(deps: Deps, auth: Auth, access: RequestAccess): Promise<PresentContext> {
  return { grants: await access.grants(), masterId: auth.masterId, links: deps.links };
}

/** One page of the registrations of the organisations the caller manages, latest event first. */
export async function listRegistrations({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, query: ListQuery) {
  const ctx = await presentContext(deps, auth, access);
  const where = listConditions({ masterId: auth.masterId, ...managedScope(ctx.grants, auth.masterId), freetextSearch: query.freetextSearch });
  const { rows, total } = await pageOfRegistrations(deps.db, where, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  return {
    entities: rows.map((r) => presentRegistration(r, ctx)),
    links: [deps.links.to(api.new_event_reg)],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

/**
 * The registration if the caller manages it: another federation's is absent (404), one of another
 * organisation of the own federation is refused (403).
 */
export async function loadManagedRegistration(db: DbOrTx, auth: Auth, grants: readonly Grant[], guid: string): Promise<RegistrationRecord> {
  const record = await findRegistration(db, guid);
  if (!record || record.registration.masterId !== auth.masterId) throw notFound();
  const owner = { masterId: record.registration.masterId, ownerOrganizationId: record.registration.ownerOrganizationId, ownerPath: record.ownerPath };
  if (!managesRegistration(grants, auth.masterId, owner)) throw forbidden();
  return record;
}

export async function getRegistration({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, guid: string) {
  const ctx = await presentContext(deps, auth, access);
  return presentRegistration(await loadManagedRegistration(deps.db, auth, ctx.grants, guid), ctx);
}

const columnsOf = (values: EventRegistrationValues) => ({
  name: values.name,
  contactEmail: values.contactEmail,
  city: values.city,
  country: values.country,
  eventDate: values.eventDate,
  maxPeople: values.maxPeople,
});

/** Nobody can sign up for a day that has passed, so a registration is not put on one (422 EventDate). */
function refusePastDay(deps: Deps, eventDate: string) {
  if (eventDate < dayOf(deps.clock.now())) throw fieldError('EventDate', 'errorEventDateInPast');
}

/** Creates a registration owned by the caller's current organisation (or the first where they hold a role); its day is today or later. */
export async function createRegistration({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, values: EventRegistrationValues) {
  refusePastDay(deps, values.eventDate);
  const owner = ownerOrganization(await access.grants(), auth.masterId, await access.currentOrganizationId());
  if (owner === null) throw forbidden();
  const guid = await insertRegistration(deps.db, { ...columnsOf(values), masterId: auth.masterId, ownerOrganizationId: owner, creatorUserId: auth.userId });
  return getRegistration({ deps, auth, access }, guid);
}

/**
 * Changes a registration the caller manages; a maximum below the people already signed up is refused
 * (422 MaxPeople), and so is moving it to a day that has passed (422 EventDate). An event already held
 * keeps its day and can still be corrected otherwise.
 */
export async function changeRegistration({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, guid: string, values: EventRegistrationValues) {
  const current = await loadManagedRegistration(deps.db, auth, await access.grants(), guid);
  const r = current.registration;
  if (values.eventDate !== r.eventDate) refusePastDay(deps, values.eventDate);
  if (!(await updateRegistration(deps.db, r.id, { ...columnsOf(values), changedAt: deps.clock.now() }))) {
    const now = await findRegistration(deps.db, guid);
    if (!now) throw notFound();
    throw fieldError('MaxPeople', 'errorMaxPeopleBelowCurrent', { current: now.registration.currentPeople });
  }
  return getRegistration({ deps, auth, access }, guid);
}

/** Deletes a registration the caller manages, with its attendees. */
export async function removeRegistration({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, guid: string) {
  const current = await loadManagedRegistration(deps.db, auth, await access.grants(), guid);
  if (!(await deleteRegistration(deps.db, current.registration.id))) throw notFound();
  return {};
}
