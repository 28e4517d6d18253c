import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiClient } from '../lib/api-client';
import { storage, storageKeys } from '../lib/storage';
import { SessionProvider, useSession, type Session } from './session';

const links = [
  { rel: 'current_user_details', href: '/api/users/current', templated: false, method: 'GET' },
  { rel: 'user_organizations', href: '/api/users/{id}/organizations', templated: true, method: 'GET' },
  { rel: 'roles', href: '/api/users/{id}/roles/{organizationId}', templated: true, method: 'GET' },
];
const user = { id: 5, isGerman: true, languageCode: 'de', userRoles: [{ organizationId: 2, role: { code: 'OrgAdmin' } }] };
const organizations = [
  { value: 2, text: 'Eintracht Frankfurt e.V.', type: 'Club', externalId: null },
  { value: 3, text: 'Hessischer Leichtathletik-Verband', type: 'Association', externalId: null },
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A server at the fetch edge that answers the current user only when released, and logs every call. */
function slowUserServer() {
  const sent: { path: string }[] = [];
  let releaseUser = () => {};
  const userAnswered = new Promise<void>((resolve) => (releaseUser = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      sent.push({ path });
      if (path === '/api') return json({ links });
      if (path === '/api/users/current') {
        await userAnswered;
        return json(user);
      }
      if (path === '/api/users/5/organizations') return json(organizations);
      const roles = path.match(/^\/api\/users\/5\/roles\/(\d+)$/);
      if (roles) return json(roles[1] === '2' ? [{ code: 'OrgAdmin', name: 'Administrator' }] : [{ code: 'OrgUser', name: 'Benutzer' }]);
      return new Response(null, { status: 404 });
    }),
  );
  return { sent, releaseUser };
}

async function start(): Promise<{ session: () => Session }> {
  let current: Session | undefined;
  function Probe() {
    current = useSession();
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { session: () => current! };
}

describe('session start-up', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.assign(api, new ApiClient());
    storage.set(storageKeys.accessToken, 'access');
    storage.set(storageKeys.refreshToken, 'refresh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the organisations and roles of the last visit alongside the user, not after it', async () => {
    storage.setJson(storageKeys.user, user);
    storage.set(storageKeys.organizationId, '2');
    const server = slowUserServer();
    const { session } = await start();
    await vi.waitFor(() => expect(server.sent.map((s) => s.path)).toContain('/api/users/5/roles/2'));
    expect(session().ready).toBe(false);
    await act(async () => server.releaseUser());
    await vi.waitFor(() => expect(session().ready).toBe(true));
    expect(session().organizationId).toBe(2);
    expect(session().roles).toEqual(['OrgAdmin']);
    // Each call once: the early answers were used, not asked for again.
    expect(server.sent.map((s) => s.path).sort()).toEqual(['/api', '/api/users/5/organizations', '/api/users/5/roles/2', '/api/users/current'].sort());
  });

  it('asks for the roles again when the organisation of the last visit is no longer held', async () => {
    storage.setJson(storageKeys.user, user);
    storage.set(storageKeys.organizationId, '99');
    const server = slowUserServer();
    const { session } = await start();
    await vi.waitFor(() => expect(server.sent.map((s) => s.path)).toContain('/api/users/5/roles/99'));
    await act(async () => server.releaseUser());
    await vi.waitFor(() => expect(session().ready).toBe(true));
    expect(session().organizationId).toBe(2);
    expect(session().roles).toEqual(['OrgAdmin']);
    expect(storage.get(storageKeys.organizationId)).toBe('2');
  });

  it('asks in order when no user of an earlier visit is stored', async () => {
    const server = slowUserServer();
    const { session } = await start();
    await vi.waitFor(() => expect(server.sent.map((s) => s.path)).toContain('/api/users/current'));
    expect(server.sent.map((s) => s.path)).toEqual(['/api', '/api/users/current']);
    await act(async () => server.releaseUser());
    await vi.waitFor(() => expect(session().ready).toBe(true));
    expect(server.sent.map((s) => s.path)).toEqual(['/api', '/api/users/current', '/api/users/5/organizations', '/api/users/5/roles/2']);
    expect(session().roles).toEqual(['OrgAdmin']);
  });
});
