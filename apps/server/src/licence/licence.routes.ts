import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { licenserRoles } from '@portal/domain';
import { defineRoute } from '../api/define-route';
import { requireAuth } from '../plugins/context';
import { forbidden, notFound, parseOr422 } from '../lib/problems';
import { organizations } from '../db/schema';
import { hasRoleIn, loadGrants } from '../access/grants';
import { findOrganizationInMaster } from '../organizations/organizations.repo';
import { LICENCE_FILE_NAME, buildLicence } from './licence';

/** The licence file for the timing software, for licensers of the organisation. */
export function licenceRoutes(app: FastifyInstance): void {
  const deps = app.deps;

  defineRoute(app, 'license', async (request, reply) => {
    const auth = requireAuth(request);
    const { organizationId } = parseOr422(z.object({ organizationId: z.coerce.number().int().positive() }), request.params);
    const org = await findOrganizationInMaster(deps.db, organizationId, auth.masterId);
    if (!org) throw notFound();
    if (!hasRoleIn(await loadGrants(deps.db, auth.userId), org.id, licenserRoles)) throw forbidden();
    const [master] = await deps.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, org.masterId ?? org.id));
    const text = buildLicence(
      { organizationId: org.id, name: org.name, type: org.type, masterOrganization: master?.name ?? '' },
      deps.clock.now(),
      deps.secrets.licencePrivateKey,
    );
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${LICENCE_FILE_NAME}"`)
      .header('Cache-Control', 'no-store')
      .send(text);
  });

  defineRoute(app, 'license_public_key', async (_request, reply) =>
    reply.header('Content-Type', 'application/x-pem-file').send(deps.secrets.licencePublicKeyPem),
  );
}
