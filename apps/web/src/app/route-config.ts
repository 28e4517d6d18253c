import type { RoleCode } from '@portal/domain';

/**
 * Who may open a route: absent = anyone; an empty list = any signed-in user (also without a role,
 * who needs role requests and the verification page to get one); otherwise one of the roles in the
 * current organisation, where `Any` means “at least one role”.
 */
export type Authorize = readonly RoleCode[];

export interface RouteMeta {
  /** Route name of spec §2. */
  name: string;
  path: string;
  /** Name of the route a Back button returns to. */
  parent?: string;
  authorize?: Authorize;
}

/** Every route of the platform layer (spec §2) with its name, parent and access list. */
export const routeMetas = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'login', path: '/login', parent: 'dashboard' },
  { name: 'register', path: '/register', parent: 'login' },
  { name: 'confirm', path: '/confirm', parent: 'login' },
  { name: 'forgotpassword', path: '/forgotpassword', parent: 'login' },
  { name: 'resetpassword', path: '/resetpassword', parent: 'login' },
  { name: 'Redirector', path: '/redirector' },
  { name: 'Verification', path: '/verification', parent: 'dashboard', authorize: [] },
  { name: 'license', path: '/license', parent: 'dashboard', authorize: ['OrgAdmin', 'OrgUser', 'Official', 'Approver'] },
  { name: 'usermanagement', path: '/usermanagement', parent: 'dashboard', authorize: ['OrgAdmin'] },
  { name: 'newuserrole', path: '/newuserrole', parent: 'usermanagement', authorize: ['OrgAdmin'] },
  { name: 'rolerequests', path: '/rolerequests', parent: 'dashboard', authorize: [] },
  { name: 'newrolerequest', path: '/newrolerequest', parent: 'rolerequests', authorize: [] },
  {
    name: 'rejectrolerequest',
    path: '/rejectrolerequest/:roleId/:userId/:organizationId',
    parent: 'rolerequests',
    authorize: [],
  },
] as const satisfies readonly RouteMeta[];

export type RouteName = (typeof routeMetas)[number]['name'];

const byName = new Map<string, RouteMeta>(routeMetas.map((r) => [r.name, r]));

/** The meta of a route name (spec names, e.g. `rolerequests`). */
export function routeMeta(name: string): RouteMeta | undefined {
  return byName.get(name);
}

/** The path of a route name without parameters, e.g. `pathOf('license')` → `/license`. */
export function pathOf(name: RouteName): string {
  return byName.get(name)!.path;
}

export interface GuardInput {
  authorize: Authorize | undefined;
  /** An access token is present. */
  isAuthenticated: boolean;
  /** The user's details have been loaded. */
  userLoaded: boolean;
  /** Roles in the current organisation. */
  roles: readonly RoleCode[];
  /** Path plus search of the requested location, sent along as `redirect`. */
  requested: string;
}

export type GuardDecision = { allow: true } | { allow: false; to: string };

/** The route guard of spec §2 as a pure decision. */
export function guardDecision({ authorize, isAuthenticated, userLoaded, roles, requested }: GuardInput): GuardDecision {
  if (!authorize) return { allow: true };
  if (!isAuthenticated || !userLoaded) {
    return { allow: false, to: `/dashboard?redirect=${encodeURIComponent(requested)}` };
  }
  if (authorize.length === 0) return { allow: true };
  if (hasAnyRole(roles, authorize)) return { allow: true };
  return { allow: false, to: '/dashboard' };
}

/** Whether `roles` satisfy one of `wanted`; `Any` is satisfied by at least one role. */
export function hasAnyRole(roles: readonly RoleCode[], wanted: readonly RoleCode[]): boolean {
  return wanted.some((w) => (w === 'Any' ? roles.length > 0 : roles.includes(w)));
}

/** A `redirect` query value that stays inside this site, or null. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login') || value.startsWith('/redirector')) return null;
  return value;
}
