import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import { ApiClient, ApiError } from './api-client';
import { errorStore } from './error-store';
import { storage, storageKeys } from './storage';

const links = [
  { rel: 'current_user_details', href: '/api/users/current', templated: false, method: 'GET' },
  { rel: 'roles', href: '/api/users/{id}/roles/{organizationId}', templated: true, method: 'GET' },
  { rel: 'refresh_token', href: '/api/account/refresh', templated: false, method: 'POST' },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fake server at the fetch edge: the old token is expired, the refresh hands out `new-access`.
 * The refresh answers only once `expired` calls have had their 401, so that concurrent calls
 * surely meet one refresh under way.
 */
function fakeServer(options: { refreshStatus?: number; expired?: number } = {}) {
  const calls = { refresh: 0, requests: [] as { url: string; auth: string | null; org: string | null }[] };
  let refused = 0;
  let allRefused: () => void = () => {};
  const allExpired = new Promise<void>((resolve) => (allRefused = resolve));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    calls.requests.push({ url: url.pathname + url.search, auth: headers.get('Authorization'), org: headers.get('X-Current-Org') });
    if (url.pathname === '/api') return json(200, { links });
    if (url.pathname === '/api/account/refresh') {
      calls.refresh++;
      await allExpired;
      if (options.refreshStatus) return json(options.refreshStatus, { status: options.refreshStatus, title: 'x', message: 'expired' });
      return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
    }
    if (headers.get('Authorization') !== 'Bearer new-access') {
      if (++refused === (options.expired ?? 1)) allRefused();
      return json(401, { status: 401, title: 'Unauthorized', message: 'expired' });
    }
    return json(200, { ok: url.pathname });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('ApiClient', () => {
  beforeEach(() => {
    localStorage.clear();
    errorStore.clear();
    storage.set(storageKeys.accessToken, 'old-access');
    storage.set(storageKeys.refreshToken, 'old-refresh');
    storage.set(storageKeys.organizationId, '7');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes once for concurrent 401s and repeats every request with the new token', async () => {
    const calls = fakeServer({ expired: 3 });
    const api = new ApiClient();
    const results = await Promise.all([
      api.call('current_user_details'),
      api.call('roles', { params: { id: 1, organizationId: 7 } }),
      api.call('current_user_details'),
    ]);
    expect(results).toEqual([{ ok: '/api/users/current' }, { ok: '/api/users/1/roles/7' }, { ok: '/api/users/current' }]);
    expect(calls.refresh).toBe(1);
    expect(storage.get(storageKeys.accessToken)).toBe('new-access');
    expect(storage.get(storageKeys.refreshToken)).toBe('new-refresh');
    const retried = calls.requests.filter((r) => r.auth === 'Bearer new-access');
    expect(retried).toHaveLength(3);
    expect(retried.every((r) => r.org === '7' && r.url.includes('culture='))).toBe(true);
  });

  it('clears the session and calls the auth-failure handler when the refresh fails', async () => {
    fakeServer({ refreshStatus: 401 });
    const api = new ApiClient();
    const onFailure = vi.fn();
    api.setAuthFailureHandler(onFailure);
    await expect(api.call('current_user_details')).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalled();
    expect(storage.get(storageKeys.accessToken)).toBeNull();
  });

  it('reports a missing answer with the 500 text of the catalogue', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('network');
    }));
    const api = new ApiClient();
    await expect(api.loadRoot()).rejects.toMatchObject({ status: 0 });
    expect(errorStore.get()).toBe(i18n.t('http.500'));
  });

  it('finds an entry that is not there as null and leaves the alert empty; other refusals still show', async () => {
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api') return json(200, { links });
      // /api/users/{status}/roles/…: the server answers the status the test names.
      return json(Number(url.pathname.split('/')[3]), { status: 0, title: 'x', message: 'refused' });
    }));
    const api = new ApiClient();
    errorStore.set('an earlier error');
    expect(await api.find('roles', { params: { id: 404, organizationId: 1 } })).toBeNull();
    expect(errorStore.get()).toBeNull();
    await expect(api.find('roles', { params: { id: 500, organizationId: 1 } })).rejects.toMatchObject({ status: 500 });
    expect(errorStore.get()).toBe(i18n.t('http.500'));
    await expect(api.call('roles', { params: { id: 404, organizationId: 1 } })).rejects.toMatchObject({ status: 404 });
    expect(errorStore.get()).toBe(i18n.t('http.404'));
  });
});
