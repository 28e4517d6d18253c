import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MIN_SEARCH_LENGTH, languages as languageList, organizationTypes, translate } from '@portal/domain';
import { and, eq, ilike } from 'drizzle-orm';
import { defineRoute } from '../api/define-route';
import { requireAuth } from '../plugins/context';
import { fieldError, forbidden, notFound, parseOr422 } from '../lib/problems';
import { organizations } from '../db/schema';
import { loadGrants, isAdminOf } from '../access/grants';
import { findOrganizationInMaster, listMasterOrganizations, searchOrganizations } from './organizations.repo';
import { ancestorTypes, organizationsByType, presentOrganization, rolesExceptExisting, rolesForOrganization, selectorOption } from './organizations.service';
import { mayAssignRole } from './organizations.policy';
import { containsPattern } from '../lib/sql-like';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const idUserParams = z.object({ id: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive() });
const searchQuery = z.object({ search: z.string().max(200).optional() });

/** Organisation look-ups, always inside the caller's master organisation. */
export function organizationRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  defineRoute(app, 'master_organizations', async () => {
    const rows = await listMasterOrganizations(db);
    return rows.map((o) => ({ value: o.id, text: o.name, languageId: o.defaultLanguageId }));
  });

  defineRoute(app, 'languages', async (request) =>
    languageList.map((l) => ({ value: l.id, text: translate(request.culture, `languageName.${l.id}`), code: l.code })),
  );

  defineRoute(app, 'find_organizations_by_name', async (request) => {
    const auth = requireAuth(request);
    const { search } = parseOr422(z.object({ search: z.string().max(200) }), request.params);
    if (search.trim().length < MIN_SEARCH_LENGTH) throw fieldError('Search', 'errorSearchTooShort', { min: MIN_SEARCH_LENGTH });
    return (await searchOrganizations(db, auth.masterId, search.trim())).map(selectorOption);
  });

  defineRoute(app, 'organizations_by_id', async (request) => {
    const auth = requireAuth(request);
    const { id } = parseOr422(idParams, request.params);
    const org = await findOrganizationInMaster(db, id, auth.masterId);
    if (!org) throw notFound();
    return presentOrganization(org);
  });

  defineRoute(app, 'organizations_by_type', async (request) => {
    const auth = requireAuth(request);
    const { type } = parseOr422(z.object({ type: z.enum(organizationTypes) }), request.params);
    return (await organizationsByType(db, auth.masterId, type)).map(selectorOption);
  });

  defineRoute(app, 'organizations_by_type_and_parent', async (request) => {
    const auth = requireAuth(request);
    const { type, parent } = parseOr422(z.object({ type: z.enum(organizationTypes), parent: z.coerce.number().int().positive() }), request.params);
    if (!(await findOrganizationInMaster(db, parent, auth.masterId))) throw notFound();
    return (await organizationsByType(db, auth.masterId, type, parent)).map(selectorOption);
  });

  defineRoute(app, 'branches_for_master_organization', async (request) => {
    const auth = requireAuth(request);
    const { id, userId } = parseOr422(idUserParams, request.params);
    const { search } = parseOr422(searchQuery, request.query);
    if (id !== auth.masterId) throw notFound();
    if (userId !== auth.userId) throw forbidden();
    const conditions = [eq(organizations.masterId, id)];
    if (search?.trim()) conditions.push(ilike(organizations.name, containsPattern(search)));
    const rows = await db.select().from(organizations).where(and(...conditions)).orderBy(organizations.name).limit(search ? 50 : 400);
    return rows.map(selectorOption);
  });

  for (const rel of ['organization_roles', 'organization_roles_except_existing'] as const) {
    defineRoute(app, rel, async (request) => {
      const auth = requireAuth(request);
      const { id, userId } = parseOr422(idUserParams, request.params);
      const org = await findOrganizationInMaster(db, id, auth.masterId);
      if (!org) throw notFound();
      // For oneself (role requests) or, for an admin of the organisation, for another user (assigning roles).
      if (userId === auth.userId) {
        return rel === 'organization_roles' ? rolesForOrganization(db, org, request.culture) : rolesExceptExisting(db, org, userId, request.culture, true);
      }
      const grants = await loadGrants(db, auth.userId);
      if (!isAdminOf(grants, org)) throw forbidden();
      const offered = rel === 'organization_roles' ? await rolesForOrganization(db, org, request.culture) : await rolesExceptExisting(db, org, userId, request.culture, false);
      const orgForPolicy = { ...org, ancestorTypes: await ancestorTypes(db, org) };
      return offered.filter((r) => mayAssignRole(grants, orgForPolicy, r.code));
    });
  }
}
