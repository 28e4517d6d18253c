import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiClient } from '../lib/api-client';
import i18n from '../lib/i18n';
import { storage, storageKeys } from '../lib/storage';
import { AppProviders, createQueryClient } from './providers';
import { appRoutes } from './routes';
import { areaRelOf } from './registry';

const links = [
  { rel: 'current_user_details', href: '/api/users/current', templated: false, method: 'GET' },
  { rel: 'user_organizations', href: '/api/users/{id}/organizations', templated: true, method: 'GET' },
  { rel: 'roles', href: '/api/users/{id}/roles/{organizationId}', templated: true, method: 'GET' },
];
const user = {
  id: 5,
  firstName: 'Stefanie',
  lastName: 'Zahl',
  fullName: 'Stefanie Zahl',
  isGerman: true,
  languageCode: 'de',
  userRoles: [{ organizationId: 2, role: { code: 'OrgUser' } }],
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A server at the fetch edge that answers the current user only when released. */
function slowUserServer() {
  let releaseUser = () => {};
  const userAnswered = new Promise<void>((resolve) => (releaseUser = resolve));
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      asked.push(path);
      if (path === '/api') return json({ links });
      if (path === '/api/users/current') {
        await userAnswered;
        return json(user);
      }
      if (path === '/api/users/5/organizations') return json([{ value: 2, text: 'Eintracht Frankfurt e.V.', type: 'Club', externalId: null }]);
      if (path === '/api/users/5/roles/2') return json([{ code: 'OrgUser', name: 'Benutzer' }]);
      return new Response(null, { status: 404 });
    }),
  );
  return { releaseUser, asked };
}

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the frame while the session starts', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    Object.assign(api, new ApiClient());
    storage.set(storageKeys.accessToken, 'access');
    storage.set(storageKeys.refreshToken, 'refresh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the welcome of the dashboard before the user has loaded, and the user part after', async () => {
    const server = slowUserServer();
    renderApp('/dashboard');
    expect(await screen.findByText(i18n.t('dashboard.welcome'))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: i18n.t('app.loading') })).toBeTruthy();
    expect(screen.queryByText(i18n.t('dashboard.signedIn', { name: 'Stefanie Zahl' }))).toBeNull();
    // Neither the login form nor its heading shows to a user who is signed in but not yet loaded.
    expect(screen.queryByRole('heading', { name: i18n.t('login.title') })).toBeNull();
    await act(async () => server.releaseUser());
    expect(await screen.findByText(i18n.t('dashboard.signedIn', { name: 'Stefanie Zahl' }))).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps any other screen behind the spinner until the user has loaded', async () => {
    // The screen's code is there at once: only the user can hold it back.
    await import('../features/role-requests/routes/role-requests-page');
    const server = slowUserServer();
    renderApp('/rolerequests');
    expect(await screen.findByRole('progressbar', { name: i18n.t('app.loading') })).toBeTruthy();
    await waitFor(() => expect(server.asked).toContain('/api/users/current'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(async () => server.releaseUser());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('a screen of an area the root does not offer', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    Object.assign(api, new ApiClient());
    storage.set(storageKeys.accessToken, 'access');
    storage.set(storageKeys.refreshToken, 'refresh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the no-access page, asking nothing of the area, instead of a refused call over an empty screen', async () => {
    const server = slowUserServer();
    await act(async () => server.releaseUser());
    renderApp('/competitionapproval');
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('app.refusedTitle') })).toBeTruthy();
    expect(screen.getByText(i18n.t('app.refusedArea', { organization: 'Eintracht Frankfurt e.V.' }))).toBeTruthy();
    expect(screen.queryByText(i18n.t('http.403'))).toBeNull();
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked.some((path) => path.includes('competition'))).toBe(false);
  });

  it('names the area of a screen by its drawer entry or its parent’s, none for public screens', () => {
    expect(areaRelOf('competitionapproval')).toBe('competition_approval_links');
    expect(areaRelOf('eventClasses')).toBe('competition_approval_links');
    expect(areaRelOf('publiccalendar')).toBeUndefined();
    expect(areaRelOf('publicevents')).toBeUndefined();
    expect(areaRelOf('rolerequests')).toBeUndefined();
  });
});
