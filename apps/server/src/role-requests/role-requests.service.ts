import { and, eq } from 'drizzle-orm';
import { languageCodeOf, roleRequestsApi, roleRequestStatuses, roleRequestWorkflow, translate, type LanguageCode, type OrganizationType, type RoleRequestPatch, type RoleRequestStatusValue, type roleRequestsQuery } from '@portal/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { roleRequests } from '../db/schema';
import { adminRoots, type Grant } from '../access/grants';
import type { Auth, Deps } from '../deps';
import { conflict, fieldError, forbidden, modelError, notFound } from '../lib/problems';
import { enqueueActorMails } from '../mail/mail-budget';
import { ancestorTypes, findOrganizationInMaster } from '../core/organizations/organizations.repo';
import { mayDecideRoleRequest } from '../core/organizations/role-rules';
import type { MailJob } from '../mail/templates';
import { rolesExceptExisting, rolesForOrganization } from '../core/organizations/role-offers';
import { holdsRole, insertUserRole } from '../user-roles/user-roles.repo';
import { presentRoleRequest, type PresentContext } from './role-requests.present';
import { roleRequestActors } from './role-requests.policy';
import { adminsOf, filterConditions, findRoleRequest, insertOpenRequest, pageOfRoleRequests, sortColumns, updateStatusIfUnchanged, inTenant, visibleTo, type RoleRequestRecord, type RoleRequestSortColumn } from './role-requests.repo';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof roleRequestsQuery>;

/** The types along one row's path, for a caller who administers something (decisions need them). */
async function typesAlongPath(tx: DbOrTx, grants: readonly Grant[], row: RoleRequestRecord): Promise<Map<number, OrganizationType>> {
  return adminRoots(grants).length ? ancestorTypes(tx, row.organizationPath) : new Map();
}

/** What presenting needs; `types` are the organisation types along the rows' paths (decisions need them, so only for admins). */
function presentContext(deps: Deps, auth: Auth, grants: readonly Grant[], culture: LanguageCode, types: ReadonlyMap<number, OrganizationType>): PresentContext {
  return { callerId: auth.userId, grants, types, culture, links: deps.links };
}

/** The list's sort: an explicit `sortBy`, else the first column with a descending flag, else newest first. */
function sortOf(query: ListQuery): { column: RoleRequestSortColumn; descending: boolean } {
  const flags: Record<RoleRequestSortColumn, boolean | undefined> = {
    roleName: query.roleNameDescending,
    organizationName: query.organizationNameDescending,
    userName: query.userNameDescending,
    changedAt: query.changedAtDescending,
    status: query.statusDescending,
  };
  const column = query.sortBy ?? (Object.keys(flags) as RoleRequestSortColumn[]).find((k) => flags[k] !== undefined) ?? 'changedAt';
  return { column, descending: flags[column] ?? !query.sortBy };
}

/** One page of the role requests the caller may see (their own only with `onlyOwn`), filtered and sorted as the list screen asks. */
export async function listRoleRequests({ deps, auth, access, culture }: ServiceContext, query: ListQuery, options: { onlyOwn?: boolean; path?: number } = {}) {
  const grants = await access.grants();
  if (options.path) await assertListOrganization(deps, auth, grants, options.path);
  const where = and(visibleTo(deps.db, auth, options.onlyOwn ? [] : adminRoots(grants)), ...filterConditions(deps.db, query));
  const sort = sortOf(query);
  const { rows, total, typesAlongPaths } = await pageOfRoleRequests(
    deps.db,
    where,
    { ...sortColumns(culture)[sort.column], descending: sort.descending },
    { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize },
  );
  const ctx = presentContext(deps, auth, grants, culture, typesAlongPaths);
  return {
    entities: rows.map((r) => presentRoleRequest(r, ctx)),
    links: [deps.links.to(roleRequestsApi.create_role_request)],
    paginationMetadata: {
      currentPage: query.pageNumber,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      totalCount: total,
      pageSize: query.pageSize,
    },
  };
}

/**
 * The list's path names the caller's current organisation (one where they hold a role), or their
 * federation for a user who has no role yet; another federation's is absent.
 */
async function assertListOrganization(deps: Deps, auth: Auth, grants: readonly Grant[], organizationId: number): Promise<void> {
  if (organizationId === auth.masterId || grants.some((g) => g.organizationId === organizationId)) return;
  throw (await findOrganizationInMaster(deps.db, organizationId, auth.masterId)) ? forbidden() : notFound();
}

/** A request of the caller's federation (another tenant's is absent); whether the caller may act on it is decided after. */
async function findInTenant(tx: DbOrTx, auth: Auth, id: number): Promise<RoleRequestRecord> {
  const row = await findRoleRequest(tx, and(eq(roleRequests.id, id), inTenant(tx, auth.masterId)));
  if (!row) throw notFound();
  return row;
}

/** At most this many deciders are told of one new request: enough that someone answers, not a mail to a whole board. */
export const ROLE_REQUEST_NOTICES = 5;

/**
 * The users told of a new request: those who may decide it (PRODUCT §2, the same rule as the
 * policy's) at the nearest level that has any, so a club's own admins hear of a trainer's request
 * and the state association only when the club has none (or when the club may not decide it,
 * OrgAdmin of a club). The requester is never among them.
 */
async function deciderRecipients(tx: DbOrTx, row: RoleRequestRecord) {
  const types = await ancestorTypes(tx, row.organizationPath);
  const org = { id: row.organizationId, type: row.organizationType, path: row.organizationPath, ancestorTypes: types };
  const admins = await adminsOf(tx, row.organizationPath, row.userId);
  for (const level of [...row.organizationPath].reverse()) {
    if (!mayDecideRoleRequest([{ role: 'OrgAdmin', organizationId: level }], org, row.roleCode)) continue;
    const here = admins.filter((a) => a.organizationId === level);
    if (here.length) return [...new Map(here.map((a) => [a.userId, a])).values()].slice(0, ROLE_REQUEST_NOTICES);
  }
  return [];
}

/**
 * Files a request of the caller for a role in an organisation of their federation, and tells those
 * who may decide it, each in their language, with a link to the role requests. The mails are the
 * requester's doing and count against their mail budget; request and mails are one transaction.
 */
export async function createRoleRequest(
  { deps, auth, access, culture }: ServiceContext,
  input: { roleId: number; organizationId: number; userId?: number },
) {
  if (input.userId !== undefined && input.userId !== auth.userId) throw forbidden();
  const org = await findOrganizationInMaster(deps.db, input.organizationId, auth.masterId);
  if (!org) throw fieldError('OrganizationId', 'errorOrganizationNotFound');
  const available = await rolesExceptExisting(deps.db, org, auth.userId, culture, true);
  if (!available.some((r) => r.id === input.roleId)) {
    const offered = await rolesForOrganization(deps.db, org, culture);
    const held = await holdsRole(deps.db, { userId: auth.userId, roleId: input.roleId, organizationId: org.id });
    const key = held ? 'errorRoleAlreadyHeld' : offered.some((r) => r.id === input.roleId) ? 'errorRoleRequestExists' : 'errorRoleNotAllowed';
    throw fieldError('RoleId', key);
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const id = await insertOpenRequest(tx, { userId: auth.userId, roleId: input.roleId, organizationId: org.id, at: now });
    if (id === undefined) throw fieldError('RoleId', 'errorRoleRequestExists');
    const created = (await findRoleRequest(tx, eq(roleRequests.id, id)))!;
    const mails: MailJob[] = (await deciderRecipients(tx, created)).map((a) => ({
      to: a.email,
      name: `${a.firstName} ${a.lastName}`,
      language: languageCodeOf(a.languageId),
      message: {
        template: 'roleRequested',
        role: created.roleCode,
        organization: created.organizationName,
        requester: `${created.firstName} ${created.lastName}`,
        link: `${deps.config.publicOrigin}/rolerequests`,
      },
    }));
    await enqueueActorMails(tx, auth.userId, now, mails);
    return created;
  });
  const grants = await access.grants();
  return presentRoleRequest(row, presentContext(deps, auth, grants, culture, await typesAlongPath(deps.db, grants, row)));
}

/** Applies a status change (approve 2, reject 1 with a reason, remove 3) that the caller may make now, with its effects. */
export async function changeRoleRequestStatus({ deps, auth, access, culture }: ServiceContext, id: number, patch: RoleRequestPatch) {
  const status = Number(patch.find((op) => op.path === '/status')!.value) as RoleRequestStatusValue;
  const reasonOp = patch.find((op) => op.path === '/reason');
  const reason = typeof reasonOp?.value === 'string' ? reasonOp.value.trim() : '';
  const grants = await access.grants();
  return deps.db.transaction(async (tx) => {
    // 403 (not 404) for a request of the same federation that the caller may not decide or remove.
    const row = await findInTenant(tx, auth, id);
    const ctx = presentContext(deps, auth, grants, culture, await typesAlongPath(tx, grants, row));
    const request = {
      userId: row.userId,
      status: row.status,
      roleCode: row.roleCode,
      org: { id: row.organizationId, type: row.organizationType, path: row.organizationPath, ancestorTypes: ctx.types },
    };
    const actors = roleRequestActors(grants, auth.userId, request);
    const action = roleRequestWorkflow.actionTo(status);
    if (!action) throw modelError('errorInvalidTransition');
    const transition = roleRequestWorkflow.find(row.status, action, actors);
    // Deciding without the right is refused; the right but the wrong state is an invalid transition.
    if (!transition) throw roleRequestWorkflow.mayEver(action, actors) ? modelError('errorInvalidTransition') : forbidden();
    if (transition.effects.includes('requireReason') && !reason) throw fieldError('Reason', 'errorReasonRequired');

    const now = deps.clock.now();
    if (!(await updateStatusIfUnchanged(tx, id, row.status, { status: transition.to, reason: action === 'approve' ? null : reason || null, at: now, by: auth.userId }))) throw conflict();
    if (transition.effects.includes('grantRole') && !(await holdsRole(tx, row))) {
      await insertUserRole(tx, { userId: row.userId, roleId: row.roleId, organizationId: row.organizationId, at: now });
    }
    if (transition.effects.includes('mailRequester')) {
      await enqueueActorMails(tx, auth.userId, now, [
        {
          to: row.email,
          name: `${row.firstName} ${row.lastName}`,
          language: languageCodeOf(row.languageId),
          message:
            action === 'approve'
              ? { template: 'roleRequestApproved', role: row.roleCode, organization: row.organizationName, link: `${deps.config.publicOrigin}/dashboard` }
              : { template: 'roleRequestRejected', role: row.roleCode, organization: row.organizationName, reason, link: `${deps.config.publicOrigin}/rolerequests` },
        },
      ]);
    }
    return presentRoleRequest((await findRoleRequest(tx, eq(roleRequests.id, id)))!, ctx);
  });
}

/** The statuses of role requests with their names in `culture`. */
export const roleRequestStatusOptions = (culture: LanguageCode) =>
  roleRequestStatuses.map((_, value) => ({ value, text: translate(culture, `roleRequestStatus.${value}`) }));
