import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { translate } from '@portal/domain';
import { defineRoute } from '../api/define-route';
import { requireAuth } from '../plugins/context';
import { forbidden, notFound, parseOr422 } from '../lib/problems';
import { organizations, roles, users } from '../db/schema';
import { adminRoots, isAdminOf, loadGrants } from '../access/grants';
import { findOrganizationInMaster } from '../organizations/organizations.repo';
import { presentCurrentUser } from './users.present';
import { listRoleRequests } from '../role-requests/role-requests.service';
import { containsPattern } from '../lib/sql-like';

const positive = z.coerce.number().int().positive();

/** The signed-in user, their organisations and roles, and user look-ups for admins. */
export function userRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  defineRoute(app, 'current_user_details', async (request) => presentCurrentUser(db, requireAuth(request).userId));

  defineRoute(app, 'verification_status', async (request) => {
    const auth = requireAuth(request);
    const user = await presentCurrentUser(db, auth.userId);
    const requests = await listRoleRequests(db, auth, request.culture, { onlyOwn: true, pageNumber: 1, pageSize: 100 });
    return {
      email: user.email,
      emailConfirmed: user.emailConfirmed,
      roles: user.userRoles.map((r) => ({ organizationName: r.organizationName, roleCode: r.role.code, roleName: translate(request.culture, `roles.${r.role.code}`) })),
      requests: requests.entities,
    };
  });

  defineRoute(app, 'roles', async (request) => {
    const auth = requireAuth(request);
    const { id, organizationId } = parseOr422(z.object({ id: positive, organizationId: positive }), request.params);
    if (id !== auth.userId) throw forbidden();
    if (!(await findOrganizationInMaster(db, organizationId, auth.masterId))) throw notFound();
    const grants = (await loadGrants(db, auth.userId)).filter((g) => g.organizationId === organizationId);
    const rows = grants.length ? await db.select().from(roles).where(inArray(roles.code, grants.map((g) => g.role))) : [];
    return rows.map((r) => ({ id: r.id, code: r.code, name: translate(request.culture, `roles.${r.code}`) }));
  });

  defineRoute(app, 'user_organizations', async (request) => {
    const auth = requireAuth(request);
    const { id } = parseOr422(z.object({ id: positive }), request.params);
    if (id !== auth.userId) throw forbidden();
    const ids = [...new Set((await loadGrants(db, auth.userId)).map((g) => g.organizationId))];
    if (ids.length === 0) return [];
    const rows = await db.select().from(organizations).where(inArray(organizations.id, ids)).orderBy(asc(organizations.name));
    return rows.map((o) => ({ value: o.id, text: o.name, type: o.type, externalId: o.externalId }));
  });

  defineRoute(app, 'users_for_selectors', async (request) => {
    const auth = requireAuth(request);
    const { id } = parseOr422(z.object({ id: positive }), request.params);
    const { search } = parseOr422(z.object({ search: z.string().max(200).optional() }), request.query);
    const org = await findOrganizationInMaster(db, id, auth.masterId);
    if (!org) throw notFound();
    if (!isAdminOf(await loadGrants(db, auth.userId), org)) throw forbidden();
    const conditions = [eq(users.masterOrganizationId, auth.masterId), sql`${users.emailConfirmedAt} is not null`];
    const term = search?.trim();
    if (term) {
      const pattern = containsPattern(term);
      conditions.push(or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!);
    }
    const rows = await db.select().from(users).where(and(...conditions)).orderBy(asc(users.lastName), asc(users.firstName)).limit(50);
    return rows.map((u) => ({ value: u.id, text: `${u.lastName}, ${u.firstName}`, email: u.email }));
  });

  defineRoute(app, 'get_user_by_id', async (request) => {
    const auth = requireAuth(request);
    const { id } = parseOr422(z.object({ id: positive }), request.params);
    const [user] = await db.select().from(users).where(and(eq(users.id, id), eq(users.masterOrganizationId, auth.masterId)));
    if (!user) throw notFound();
    // Oneself, or an administrator of any organisation of the same federation.
    if (id !== auth.userId && adminRoots(await loadGrants(db, auth.userId)).length === 0) throw forbidden();
    return { id: user.id, firstName: user.firstName, lastName: user.lastName, fullName: `${user.firstName} ${user.lastName}`, email: user.email };
  });
}

