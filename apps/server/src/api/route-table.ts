import type { Link, Rel } from '@portal/domain';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteDef {
  method: Method;
  /** RFC 6570 path template; the Fastify route is derived from it. */
  path: string;
  /** anonymous: anyone; user: a valid access token is required. */
  access: 'anonymous' | 'user';
}

/** The one table of every call: routes are registered from it and every href is built from it. */
export const routeTable = {
  login: { method: 'POST', path: '/api/account/login', access: 'anonymous' },
  register: { method: 'POST', path: '/api/account/register', access: 'anonymous' },
  confirm_email: { method: 'PUT', path: '/api/account/confirm', access: 'anonymous' },
  resend_confirmation: { method: 'POST', path: '/api/account/confirm/resend', access: 'anonymous' },
  refresh_token: { method: 'POST', path: '/api/account/refresh', access: 'anonymous' },
  logout: { method: 'POST', path: '/api/account/logout', access: 'anonymous' },
  forgot_password: { method: 'PUT', path: '/api/account/password/forgot', access: 'anonymous' },
  reset_password: { method: 'PUT', path: '/api/account/password/reset', access: 'anonymous' },
  master_organizations: { method: 'GET', path: '/api/organizations/masters', access: 'anonymous' },
  languages: { method: 'GET', path: '/api/languages', access: 'anonymous' },
  license_public_key: { method: 'GET', path: '/api/license/public-key', access: 'anonymous' },

  current_user_details: { method: 'GET', path: '/api/users/current', access: 'user' },
  verification_status: { method: 'GET', path: '/api/users/current/verification', access: 'user' },
  roles: { method: 'GET', path: '/api/users/{id}/roles/{organizationId}', access: 'user' },
  user_organizations: { method: 'GET', path: '/api/users/{id}/organizations', access: 'user' },
  users_for_selectors: { method: 'GET', path: '/api/organizations/{id}/users', access: 'user' },
  get_user_by_id: { method: 'GET', path: '/api/users/{id}', access: 'user' },
  branches_for_master_organization: { method: 'GET', path: '/api/organizations/{id}/branches/{userId}', access: 'user' },
  organization_roles: { method: 'GET', path: '/api/organizations/{id}/roles/{userId}', access: 'user' },
  organization_roles_except_existing: {
    method: 'GET',
    path: '/api/organizations/{id}/roles/{userId}/available',
    access: 'user',
  },
  find_organizations_by_name: { method: 'GET', path: '/api/organizations/search/{search}', access: 'user' },
  organizations_by_id: { method: 'GET', path: '/api/organizations/{id}', access: 'user' },
  organizations_by_type: { method: 'GET', path: '/api/organizations/types/{type}', access: 'user' },
  organizations_by_type_and_parent: { method: 'GET', path: '/api/organizations/types/{type}/{parent}', access: 'user' },
  role_requests: { method: 'GET', path: '/api/organizations/{organizationId}/rolerequests', access: 'user' },
  create_role_request: { method: 'POST', path: '/api/rolerequests', access: 'user' },
  role_request_status: { method: 'PATCH', path: '/api/rolerequests/{id}/status', access: 'user' },
  role_request_statuses: { method: 'GET', path: '/api/rolerequesthistory/statuses', access: 'user' },
  license: { method: 'GET', path: '/api/license/{organizationId}', access: 'user' },
  user_roles: { method: 'GET', path: '/api/organizations/{organizationId}/userroles', access: 'user' },
  organizations_from_user_roles_for_selectors: {
    method: 'GET',
    path: '/api/organizations/{organizationId}/userroles/organizations',
    access: 'user',
  },
  create_user_role: { method: 'POST', path: '/api/userroles', access: 'user' },
  delete_roles: { method: 'PUT', path: '/api/userroles/delete', access: 'user' },
  user_role_status: { method: 'PATCH', path: '/api/userroles/{id}/status', access: 'user' },
} as const satisfies Record<Rel, RouteDef>;

export type RouteRel = keyof typeof routeTable;

/** `/api/users/{id}` → `/api/users/:id` */
export function fastifyPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

/** A link to `rel`: with `params` the href is filled in, without them it stays a template. */
export function link(rel: RouteRel, params?: Record<string, string | number>, as: string = rel): Link {
  const def: RouteDef = routeTable[rel];
  const templated = /\{\w+\}/.test(def.path);
  if (!params || !templated) return { rel: as, href: def.path, templated, method: def.method };
  const href = def.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`link ${rel}: missing ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return { rel: as, href, templated: false, method: def.method };
}

/** The root catalogue for an anonymous or a signed-in caller. */
export function rootLinks(signedIn: boolean): Link[] {
  return (Object.keys(routeTable) as RouteRel[])
    .filter((rel) => signedIn || routeTable[rel].access === 'anonymous')
    .map((rel) => link(rel));
}
