import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, Locator, Page, Request, Response } from 'playwright-core';
import { launchBrowser } from './browser';
import { startMailbox, type Mailbox } from './mailbox';
import * as jose from 'jose';
import type { CurrentUser, Link, RoleRequestRow } from '@portal/domain';
import { journeyJwtSecret, startPortal, type Portal } from './portal';

/** Password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo-Passwort-2026';

/** Prints the portal's output when a test of the file fails (server errors explain many browser failures). */
export function printPortalLogOnFailure(portal: () => Portal | undefined): void {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      const log = portal()?.log().trim();
      console.error(`--- portal output ---\n${log || '(empty)'}`);
    });
  });
}

export interface Journey {
  portal: Portal;
  browser: Browser;
  /** Only with `{ mail: true }`: the SMTP server that captures the portal's mails. */
  mailbox: Mailbox;
}

/**
 * One portal (with a mail capture when asked) and one browser for the journeys of a file, started
 * before and stopped after them; the portal's output is printed when a test fails.
 */
export function useJourney(options: { mail?: boolean } = {}): Journey {
  const journey = {} as Journey;
  printPortalLogOnFailure(() => journey.portal);
  beforeAll(async () => {
    if (options.mail) journey.mailbox = await startMailbox();
    journey.portal = await startPortal({ template: inject('portalTemplate'), ...(options.mail ? { smtpPort: journey.mailbox.port } : {}) });
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.portal?.stop();
    await journey.mailbox?.close();
  });
  return journey;
}

/** Polls `probe` until `accept` holds (default: truthy); fails with the last value after `timeout` ms. */
export async function eventually<T>(
  probe: () => Promise<T> | T,
  accept: (value: T) => boolean = Boolean,
  { timeout = 10_000, what = 'condition' }: { timeout?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T;
  for (;;) {
    last = await probe();
    if (accept(last)) return last;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeout} ms; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A text box by its accessible name (MUI adds an aria-hidden " *" to required labels, so getByLabel(exact) misses them). */
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The page frame's red alert (the single current error), if any. */
export const errorAlert = (page: Page) => page.locator('main [role="alert"].MuiAlert-filled.MuiAlert-colorError');

/** The visible helper / error text that describes a form control (its aria-describedby). */
export async function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** Waits until the control carries `text` as its description and is marked invalid. */
export async function expectFieldError(control: Locator, text: string): Promise<void> {
  await eventually(
    async () => ({ invalid: await control.getAttribute('aria-invalid'), description: await descriptionOf(control) }),
    (s) => s.invalid === 'true' && s.description.includes(text),
    { what: `field error "${text}"` },
  );
}

/** Waits for the response of an API call whose path matches `path` (and `method`). */
export function waitForApi(page: Page, path: string | RegExp, method = 'GET'): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    return matches && r.request().method() === method;
  });
}

/**
 * Waits until the app has taken over a prerendered page (`/login` and `/dashboard` arrive
 * prerendered): until then its form keeps what is typed, but its buttons and menus do nothing.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

/** Signs in through the login page and waits for the dashboard (or `expectPath`). */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, expectPath = '/dashboard'): Promise<void> {
  await page.goto('/login');
  await appReady(page);
  await page.getByRole('heading', { level: 1, name: /^(Anmelden|Sign in|Inloggen)$/ }).waitFor();
  await page.getByRole('textbox', { name: /^(E-Mail|E-mail|Email|E-mailadres)$/ }).fill(email);
  await page.getByRole('textbox', { name: /^(Passwort|Password|Wachtwoord)$/ }).fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Sign in|Inloggen)$/ }).click();
  await page.waitForURL((url) => url.pathname === expectPath);
  // The signed-in frame: the user's organisations and roles are loaded once the menu shows them.
  await page.locator('main h1').first().waitFor();
}

/** Waits until running (finite) transitions are over, e.g. a drawer sliding in. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.race([Promise.all(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
  }).catch(() => undefined);
}

/** Opens the navigation drawer and returns it once it has slid in. */
export async function openDrawer(page: Page): Promise<Locator> {
  await appReady(page);
  await page.getByRole('button', { name: /^(Menü|Menu)$/ }).click();
  const drawer = page.getByRole('dialog', { name: /^(Menü|Menu)$/ });
  await drawer.waitFor();
  await settle(page);
  return drawer;
}

/** Logs out through the drawer and waits for the anonymous dashboard. */
export async function logout(page: Page): Promise<void> {
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: /^(Abmelden|Sign out|Uitloggen)$/ }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('form').getByRole('button', { name: /^(Anmelden|Sign in|Inloggen)$/ }).waitFor();
}

/** localStorage value of `key` in the page. */
export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Replaces the stored access token by the same session's token as it is once its 15 minutes have run out. */
export async function expireAccessToken(page: Page): Promise<void> {
  const current = await stored(page, 'access_token');
  if (!current) throw new Error('no access token stored');
  const claims = jose.decodeJwt(current);
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = await new jose.SignJWT({ ...claims, iat: past - 900, exp: past })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(journeyJwtSecret));
  await page.evaluate((token) => localStorage.setItem('access_token', token), expired);
}

/** Keeps every /api request the page sends (URL and X-Current-Org), for header assertions. */
export function recordApiRequests(page: Page): { url: string; path: string; method: string; org: string | undefined }[] {
  const seen: { url: string; path: string; method: string; org: string | undefined }[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api')) return;
    seen.push({ url: r.url(), path: url.pathname, method: r.method(), org: r.headers()['x-current-org'] });
  });
  return seen;
}

// ---------------------------------------------------------------------------------------------
// Direct API access for test set-up: every path is found by rel from GET /api, as the web app does.
// ---------------------------------------------------------------------------------------------

export interface ApiSession {
  token: string;
  user: CurrentUser;
  /** Calls `rel` (template params filled in from `params`), returns the parsed JSON; throws on a non-2xx answer. */
  call<T = unknown>(rel: string, options?: { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown; org?: number }): Promise<T>;
  /** Follows a row link (e.g. a role request's `approve`). */
  follow<T = unknown>(link: Link, body?: unknown, contentType?: string): Promise<T>;
}

async function rootLinks(origin: string, token?: string): Promise<Link[]> {
  const response = await fetch(`${origin}/api`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET /api: ${response.status}`);
  return ((await response.json()) as { links: Link[] }).links;
}

const expand = (href: string, params: Record<string, string | number> = {}) =>
  href.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`missing template parameter ${name} in ${href}`);
    return encodeURIComponent(String(params[name]));
  });

async function send<T>(origin: string, method: string, path: string, token: string | undefined, body?: unknown, extra: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...extra,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in through the API (rel `login`) and returns a session that calls further rels with the token. */
export async function apiLogin(origin: string, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const anonymous = await rootLinks(origin);
  const loginLink = anonymous.find((l) => l.rel === 'login');
  if (!loginLink) throw new Error('no login link in GET /api');
  const result = await send<{ accessToken: string; user: ApiSession['user'] }>(origin, loginLink.method ?? 'POST', loginLink.href, undefined, { email, password });
  const links = await rootLinks(origin, result.accessToken);
  const session: ApiSession = {
    token: result.accessToken,
    user: result.user,
    async call<T>(rel: string, options: { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown; org?: number } = {}) {
      const link = links.find((l) => l.rel === rel);
      if (!link) throw new Error(`no link ${rel} in GET /api`);
      const query = new URLSearchParams(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
      const path = expand(link.href, options.params) + (query ? `?${query}` : '');
      return send<T>(origin, link.method ?? 'GET', path, result.accessToken, options.body, options.org ? { 'X-Current-Org': String(options.org) } : {});
    },
    async follow<T>(link: Link, body?: unknown, contentType = 'application/json-patch+json') {
      return send<T>(origin, link.method ?? 'GET', link.href, result.accessToken, body, { 'Content-Type': contentType });
    },
  };
  return session;
}

/**
 * `admin` assigns `roleCode` in the organisation named `organizationName` to the user found by
 * `search` with `email` (through the rels the web app uses); returns the organisation's id.
 */
export async function assignRole(
  admin: ApiSession,
  who: { search: string; email: string },
  organizationName: string,
  roleCode: string,
): Promise<number> {
  const adminOrg = admin.user.userRoles.find((r) => r.role.code === 'OrgAdmin')!.organizationId;
  const users = await admin.call<{ value: number; email: string }[]>('users_for_selectors', { params: { id: adminOrg }, query: { search: who.search }, org: adminOrg });
  const user = users.find((u) => u.email === who.email);
  if (!user) throw new Error(`${admin.user.email} does not find ${who.email}`);
  const found = await admin.call<{ value: number; text: string }[]>('find_organizations_by_name', { params: { search: organizationName }, org: adminOrg });
  const organizationId = found.find((o) => o.text === organizationName)!.value;
  const roles = await admin.call<{ id: number; code: string }[]>('organization_roles_except_existing', { params: { id: organizationId, userId: user.value }, org: adminOrg });
  const role = roles.find((r) => r.code === roleCode);
  if (!role) throw new Error(`${roleCode} is not offered in ${organizationName} for ${who.email}`);
  await admin.call('create_user_role', { body: { roleIds: [role.id], organizationId, userId: user.value }, org: adminOrg });
  return organizationId;
}

/** Approves every open request of `userEmail` that `admin` may approve (through the rows' approve links). */
export async function approveRequestsOf(admin: ApiSession, organizationId: number, userName: string, userEmail: string): Promise<RoleRequestRow[]> {
  const list = await admin.call<{ entities: RoleRequestRow[] }>('role_requests', {
    params: { organizationId },
    query: { userName, status: 0, pageSize: 100 },
    org: organizationId,
  });
  const rows = list.entities.filter((r) => r.userEmail === userEmail);
  for (const row of rows) {
    const approve = row.links.find((l) => l.rel === 'approve');
    if (!approve) throw new Error(`request ${row.id} of ${userEmail} cannot be approved by ${admin.user.email}`);
    await admin.follow(approve, [
      { op: 'replace', path: '/status', value: 2 },
      { op: 'replace', path: '/reason', value: '' },
    ]);
  }
  return rows;
}
