import { languages, translate, type LanguageCode, type OrganizationType, type RoleOption } from '@portal/domain';
import type { Db } from '../db/client';
import type { RequestAccess } from '../access/request-access';
import type { Auth } from '../deps';
import { isAdminOf } from '../access/grants';
import { forbidden, notFound } from '../lib/problems';
import {
  ancestorTypes,
  findOrganizationInMaster,
  listMasterOrganizations,
  organizationsByType,
  searchOrganizations,
  type OrganizationRow,
} from '../core/organizations/organizations.repo';
import { mayAssignRole } from '../core/organizations/role-rules';
import { rolesExceptExisting, rolesForOrganization } from '../core/organizations/role-offers';
import { presentOption, presentOrganization } from './organizations.present';

/** Selector lists are capped: a search narrows them, an empty search shows the first page of names. */
const SEARCH_LIMIT = 50;
const LIST_LIMIT = 400;

/** The federations, for the registration form, with the language their users get by default. */
export async function masterOrganizationOptions(db: Db) {
  return (await listMasterOrganizations(db)).map((o) => ({ value: o.id, text: o.name, languageId: o.defaultLanguageId }));
}

/** The interface languages, named in `culture`. */
export const languageOptions = (culture: LanguageCode) =>
  languages.map((l) => ({ value: l.id, text: translate(culture, `languageName.${l.id}`), code: l.code }));

/** An organisation of the caller's federation; another federation's is absent (404). */
export async function organizationOfTenant(db: Db, auth: Auth, id: number): Promise<OrganizationRow> {
  const org = await findOrganizationInMaster(db, id, auth.masterId);
  if (!org) throw notFound();
  return org;
}

export async function findByName(db: Db, auth: Auth, search: string) {
  return (await searchOrganizations(db, auth.masterId, search, SEARCH_LIMIT)).map(presentOption);
}

export async function organizationById(db: Db, auth: Auth, id: number) {
  return presentOrganization(await organizationOfTenant(db, auth, id));
}

/** Organisations of a type in the caller's federation, optionally below `parentId`. */
export async function byType(db: Db, auth: Auth, type: OrganizationType, parentId?: number) {
  if (parentId !== undefined) await organizationOfTenant(db, auth, parentId);
  return (await organizationsByType(db, auth.masterId, type, parentId)).map(presentOption);
}

/** The organisations of the caller's own master organisation (the role request form), optionally searched. */
export async function branches(db: Db, auth: Auth, masterId: number, userId: number, search: string | undefined) {
  if (masterId !== auth.masterId) throw notFound();
  if (userId !== auth.userId) throw forbidden();
  return (await searchOrganizations(db, masterId, search, search?.trim() ? SEARCH_LIMIT : LIST_LIMIT)).map(presentOption);
}

/**
 * The roles offered in an organisation for a user: for oneself (role requests: all offered, or
 * those not yet held or requested), or for an admin assigning to another user (only those the
 * admin may assign, not those the user holds).
 */
export async function offeredRoles(
  db: Db,
  auth: Auth,
  access: RequestAccess,
  culture: LanguageCode,
  input: { organizationId: number; userId: number; exceptExisting: boolean },
): Promise<RoleOption[]> {
  const org = await organizationOfTenant(db, auth, input.organizationId);
  if (input.userId === auth.userId) {
    return input.exceptExisting ? rolesExceptExisting(db, org, auth.userId, culture, true) : rolesForOrganization(db, org, culture);
  }
  const grants = await access.grants();
  if (!isAdminOf(grants, org)) throw forbidden();
  const offered = input.exceptExisting ? await rolesExceptExisting(db, org, input.userId, culture, false) : await rolesForOrganization(db, org, culture);
  const inTree = { ...org, ancestorTypes: await ancestorTypes(db, org.path) };
  return offered.filter((r) => mayAssignRole(grants, auth.userId, input.userId, inTree, r.code));
}
