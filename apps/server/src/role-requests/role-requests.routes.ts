import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createRoleRequestSchema, roleRequestPatchSchema, roleRequestStatuses, roleRequestsQuery, translate } from '@portal/domain';
import { defineRoute } from '../api/define-route';
import { requireAuth } from '../plugins/context';
import { forbidden, notFound, parseOr422 } from '../lib/problems';
import { findOrganizationInMaster } from '../organizations/organizations.repo';
import { loadGrants } from '../access/grants';
import { changeRoleRequestStatus, createRoleRequest, listRoleRequests } from './role-requests.service';

const positive = z.coerce.number().int().positive();

/** Role requests: list, create, decide or remove, and the status catalogue. */
export function roleRequestRoutes(app: FastifyInstance): void {
  const deps = app.deps;

  defineRoute(app, 'role_requests', async (request) => {
    const auth = requireAuth(request);
    const { organizationId } = parseOr422(z.object({ organizationId: positive }), request.params);
    // The path names the caller's current organisation (one where they hold a role), or their
    // federation for a user who has no role yet.
    if (!(await findOrganizationInMaster(deps.db, organizationId, auth.masterId))) throw notFound();
    const grants = await loadGrants(deps.db, auth.userId);
    if (organizationId !== auth.masterId && !grants.some((g) => g.organizationId === organizationId)) throw forbidden();
    const query = parseOr422(roleRequestsQuery, request.query);
    return listRoleRequests(deps.db, auth, request.culture, query);
  });

  defineRoute(app, 'create_role_request', async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseOr422(createRoleRequestSchema, request.body);
    return reply.status(201).send(await createRoleRequest(deps, auth, request.culture, input));
  });

  defineRoute(app, 'role_request_status', async (request) => {
    const auth = requireAuth(request);
    const { id } = parseOr422(z.object({ id: positive }), request.params);
    const patch = parseOr422(roleRequestPatchSchema, request.body);
    const status = patch.find((op) => op.path === '/status')?.value;
    const reason = patch.find((op) => op.path === '/reason')?.value;
    if (status === undefined) return parseOr422(z.object({ status: z.number({ error: 'errorInvalidValue' }) }), {});
    return changeRoleRequestStatus(deps, auth, request.culture, id, { status: Number(status), reason: reason as string | null | undefined });
  });

  defineRoute(app, 'role_request_statuses', async (request) =>
    roleRequestStatuses.map((_, value) => ({ value, text: translate(request.culture, `roleRequestStatus.${value}`) })),
  );
}
