import type { ComponentType, ReactNode } from 'react';
import type { RoleCode } from '@portal/domain';
import type { Namespace, TextKey } from './i18n';

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
  /**
   * The screen renders while the session starts (a public screen whose top does not depend on who is
   * signed in: the dashboard's welcome, the login form); it waits for `session.ready` itself before
   * showing or doing anything that does.
   */
  whileSessionStarts?: boolean;
}

/** A route of a feature: its meta and its screen, loaded when first visited. */
export interface FeatureRoute extends RouteMeta {
  screen: () => Promise<ComponentType>;
}

/** A drawer entry of a feature; it shows only to whom may open its route. */
export interface DrawerItem {
  key: string;
  /** Where the entry stands in the drawer, lowest first: the areas count in tens, so a new one fits between. */
  position: number;
  /** Route name the entry opens. */
  route: string;
  /** Catalogue key of the label. */
  label: TextKey;
  icon: ReactNode;
  /** Entries of one group are listed under its heading (a catalogue key). */
  group?: TextKey;
  audience: 'anonymous' | 'signedIn';
  /** One of these roles in the current organisation. */
  roles?: readonly RoleCode[];
  /**
   * Spec §2: every signed-in entry needs at least one role — except the ones a user without a role
   * needs to get one (role requests, verification).
   */
  withoutRole?: boolean;
  /** Shown only when the root links offer this rel (an area catalogue such as `competition_approval_links`). */
  rel?: string;
}

/** A route as one line of its area's table: path, the route Back returns to, screen, and what else it needs. */
export type ScreenLine = readonly [path: string, parent: string | undefined, screen: FeatureRoute['screen'], meta?: Pick<RouteMeta, 'whileSessionStarts'>];

/**
 * An area's routes as a table by route name, each opened by `authorize` (undefined: anyone): a
 * line a route, where a declaration of each would repeat the same lines in every area.
 */
export function screenTable(authorize: Authorize | undefined, table: Record<string, ScreenLine>): FeatureRoute[] {
  return Object.entries(table).map(([name, [path, parent, screen, meta]]) => ({ name, path, parent, authorize, screen, ...meta }));
}

/**
 * A list and the one form for its new and stored entries, as the spec names them: `<list>` at
 * `/<list>` under the dashboard, `new<entry>` at `/new<entry>` and `update<entry>` at
 * `/update<entry>/:<id>`, both under the list.
 */
export function listWithForm(list: string, entry: string, listScreen: FeatureRoute['screen'], form: FeatureRoute['screen'], id = 'id'): Record<string, ScreenLine> {
  return {
    [list]: [`/${list}`, 'dashboard', listScreen],
    [`new${entry}`]: [`/new${entry}`, list, form],
    [`update${entry}`]: [`/update${entry}/:${id}`, list, form],
  };
}

/** What a web feature brings: its routes and its drawer entries (composed in app/registry.ts). */
export interface WebFeature {
  name: string;
  /** The areas whose texts its screens show, beside the frame's: loaded with the screen's code. */
  texts: readonly Namespace[];
  routes: FeatureRoute[];
  drawer?: DrawerItem[];
}

const byName = new Map<string, RouteMeta>();

/** Makes the routes known by name; the app registers every feature's routes at start. */
export function registerRoutes(routes: readonly RouteMeta[]): void {
  for (const route of routes) {
    if (byName.has(route.name) && byName.get(route.name) !== route) throw new Error(`route ${route.name} is registered twice`);
    byName.set(route.name, route);
  }
}

/** The meta of a route name (spec names, e.g. `rolerequests`). */
export function routeMeta(name: string): RouteMeta | undefined {
  return byName.get(name);
}

/**
 * The href of a route name, its `:params` filled in and an optional query appended, e.g.
 * `pathTo('license')` → `/license`. The one source of paths for links and navigation.
 */
export function pathTo(name: string, params: Record<string, string | number> = {}, query?: Record<string, string>): string {
  const meta = byName.get(name);
  if (!meta) throw new Error(`unknown route ${name}`);
  const path = meta.path.replace(/:(\w+)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`route ${name} needs ${key}`);
    return encodeURIComponent(String(params[key]));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
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
  /**
   * Whether the root offers the area catalogue the screen works through (false: the server would
   * refuse every call of the screen, e.g. another federation's area); absent for screens without one.
   */
  areaOffered?: boolean;
}

/** Allowed; sent elsewhere (to sign in first); or refused for want of one of the `refused` roles here, or because the area is not offered here (`area`). */
export type GuardDecision = { allow: true } | { allow: false; to: string } | { allow: false; refused: Authorize; area?: true };

/** The route guard of spec §2 as a pure decision. */
export function guardDecision({ authorize, isAuthenticated, userLoaded, roles, requested, areaOffered }: GuardInput): GuardDecision {
  if (!authorize) return { allow: true };
  if (!isAuthenticated || !userLoaded) {
    return { allow: false, to: pathTo('dashboard', {}, { redirect: requested }) };
  }
  if (authorize.length > 0 && !hasAnyRole(roles, authorize)) return { allow: false, refused: authorize };
  // The roles fit but the server offers the area nowhere for this user: say so, not a 403 over an empty screen.
  if (areaOffered === false) return { allow: false, refused: authorize, area: true };
  return { allow: true };
}

/** Whether `roles` satisfy one of `wanted`; `Any` is satisfied by at least one role. */
export function hasAnyRole(roles: readonly RoleCode[], wanted: readonly RoleCode[]): boolean {
  return wanted.some((w) => (w === 'Any' ? roles.length > 0 : roles.includes(w)));
}

/** A `redirect` query value that stays inside this site, or null. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(pathTo('login')) || value.startsWith(pathTo('Redirector'))) return null;
  return value;
}
