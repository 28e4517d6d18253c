import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { asc, sql } from 'drizzle-orm';
import { createUserRoleSchema, deleteRolesSchema, userRolePatchSchema, userRolesQuery } from '@portal/domain';
import { defineRoute } from '../api/define-route';
import { requireAuth } from '../plugins/context';
import { modelError, parseOr422 } from '../lib/problems';
import { organizations } from '../db/schema';
import { loadGrants } from '../access/grants';
import { administeredOrganization, createUserRoles, deleteUserRoles, listUserRoles, userRoleRow } from './user-roles.service';

const positive = z.coerce.number().int().positive();

/** User management: roles in the administered organisations, assigning and removing them. */
export function userRoleRoutes(app: FastifyInstance): void {
  const deps = app.deps;

  defineRoute(app, 'user_roles', async (request) => {
    const auth = requireAuth(request);
    const { organizationId } = parseOr422(z.object({ organizationId: positive }), request.params);
    return listUserRoles(deps.db, auth, request.culture, organizationId, parseOr422(userRolesQuery, request.query));
  });

  defineRoute(app, 'organizations_from_user_roles_for_selectors', async (request) => {
    const auth = requireAuth(request);
    const { organizationId } = parseOr422(z.object({ organizationId: positive }), request.params);
    await administeredOrganization(deps.db, auth, await loadGrants(deps.db, auth.userId), organizationId);
    const rows = await deps.db
      .select({ id: organizations.id, name: organizations.name, type: organizations.type })
      .from(organizations)
      .where(sql`${organizationId} = any(${organizations.path})`)
      .orderBy(asc(organizations.name));
    return rows.map((o) => ({ value: o.id, text: o.name, type: o.type }));
  });

  defineRoute(app, 'create_user_role', async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseOr422(createUserRoleSchema, request.body);
    return reply.status(201).send(await createUserRoles(deps, auth, request.culture, input));
  });

  defineRoute(app, 'delete_roles', async (request) => {
    const auth = requireAuth(request);
    const rows = parseOr422(deleteRolesSchema, request.body);
    return deleteUserRoles(deps, auth, rows.map((r) => r.id));
  });

  defineRoute(app, 'user_role_status', async (request) => {
    const auth = requireAuth(request);
    const { id } = parseOr422(z.object({ id: positive }), request.params);
    const [op] = parseOr422(userRolePatchSchema, request.body);
    // A removed role is not brought back here; it is assigned again (create_user_role).
    if (op.value !== 1) throw modelError('errorInvalidTransition');
    await deleteUserRoles(deps, auth, [id]);
    return userRoleRow(deps.db, auth, request.culture, id);
  });
}
