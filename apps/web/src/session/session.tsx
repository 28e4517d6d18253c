import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '../lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { type accountApi, normalizeCulture, preferredOrganizationId, type usersApi, type RoleCode } from '@portal/domain';
import { api } from '../lib/api-client';
import { errorStore } from '../lib/error-store';
import { storage, storageKeys } from '../lib/storage';
import i18n, { currentLanguage, setLanguage } from '../lib/i18n';
import { hasAnyRole, safeRedirect, pathTo } from '../lib/routing';
import type { CurrentUser, LoginResult, OrganizationOption, RoleInfo } from './session-types';

/** Name of the fixed German federation among the master organisations (the “German flag”, spec §6). */
interface SessionData {
  user: CurrentUser | null;
  roles: RoleCode[];
  organizationId: number | null;
  organizations: OrganizationOption[];
  isGerman: boolean;
}

export interface Session extends SessionData {
  /** User and root links are loaded (the app shows a spinner until then). */
  ready: boolean;
  /** The session could not be renewed; the app shell sends the user to /login (spec §4). */
  sessionLost: boolean;
  /** Called by the login route once it is shown after a lost session. */
  acknowledgeSessionLost(): void;
  /** An access token is present and the user is loaded. */
  isAuthenticated: boolean;
  /** One of `codes` in the current organisation; `Any` = at least one role. */
  hasRole(...codes: RoleCode[]): boolean;
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  /** Ends a leftover session without navigating (the login route on opening). */
  endSession(): Promise<void>;
  switchOrganization(id: number): Promise<void>;
  reloadUser(): Promise<void>;
  /** A message for the user about the session itself (e.g. an organisation change they did not ask for). */
  notice: string | null;
  dismissNotice(): void;
}

const empty: SessionData = { user: null, roles: [], organizationId: null, organizations: [], isGerman: false };

const SessionContext = createContext<Session | null>(null);

/**
 * Clears the session part of local storage but keeps the visitor's language preference (taken from
 * the interface, because the api-client may already have cleared storage after a failed refresh).
 */
function clearStorage(): void {
  const kept = [storageKeys.lastOrganizations, storageKeys.languageChosen].map((key) => [key, storage.get(key)] as const);
  storage.clear();
  storage.set(storageKeys.language, currentLanguage());
  for (const [key, value] of kept) storage.set(key, value);
}

function lastOrganizationOf(userId: number): string | null {
  const id = storage.getJson<Record<string, number>>(storageKeys.lastOrganizations)?.[userId];
  return id ? String(id) : null;
}

/**
 * The organisation to work in: the one of this session if the user still holds a role there, else
 * the one they worked in last in this browser, else the one of their highest role, else the first.
 */
export function pickOrganization(
  organizations: OrganizationOption[],
  choice: { previous: string | null; last: string | null; grants: CurrentUser['userRoles'] },
): OrganizationOption | null {
  const held = (id: string | number | null) => organizations.find((o) => id !== null && String(o.value) === String(id));
  return (
    held(choice.previous) ??
    held(choice.last) ??
    held(preferredOrganizationId(choice.grants.map((g) => ({ organizationId: g.organizationId, roleCode: g.role.code })))) ??
    organizations[0] ??
    null
  );
}

function storeOrganization(userId: number, org: OrganizationOption | null): void {
  storage.set(storageKeys.organizationId, org ? String(org.value) : null);
  storage.set(storageKeys.externalId, org?.externalId ?? null);
  storage.set(storageKeys.organizationType, org?.type ?? null);
  if (org) storage.setJson(storageKeys.lastOrganizations, { ...storage.getJson<Record<string, number>>(storageKeys.lastOrganizations), [userId]: org.value });
}

const fetchRoles = (userId: number, organizationId: number) =>
  api.request<typeof usersApi.roles>('roles', { params: { id: userId, organizationId }, keepError: true });
const fetchOrganizations = (userId: number) => api.request<typeof usersApi.user_organizations>('user_organizations', { params: { id: userId }, keepError: true });

/** Answers asked for before the user was: the organisations and the roles in the organisation this browser worked in last. */
interface EarlyAnswers {
  /** The user they were asked for (the one of the last visit). */
  userId: number;
  organizations: Promise<OrganizationOption[]>;
  roles?: { organizationId: number; answer: Promise<RoleInfo[]> };
}

/**
 * At start-up the user's id and organisation are known from the last visit, so their organisations
 * and roles are asked for alongside the user: one round trip before the first screen instead of
 * three. Their failures do not count (the calls are made again in order).
 */
function askEarly(): EarlyAnswers | undefined {
  const known = storage.getJson<CurrentUser>(storageKeys.user);
  if (!known) return undefined;
  const organizationId = Number(storage.get(storageKeys.organizationId)) || undefined;
  const early: EarlyAnswers = {
    userId: known.id,
    organizations: fetchOrganizations(known.id),
    roles: organizationId ? { organizationId, answer: fetchRoles(known.id, organizationId) } : undefined,
  };
  early.organizations.catch(() => undefined);
  early.roles?.answer.catch(() => undefined);
  return early;
}

async function loadRoles(userId: number, organizationId: number | null, early?: EarlyAnswers['roles']): Promise<RoleInfo[]> {
  let roles: RoleInfo[] = [];
  if (organizationId) {
    const asked = early?.organizationId === organizationId ? await early.answer.catch(() => undefined) : undefined;
    roles = asked ?? (await fetchRoles(userId, organizationId));
  }
  storage.setJson(storageKeys.roles, roles);
  return roles;
}

/** Loads organisations, the organisation choice, its roles and the German flag for `user`. */
async function loadSignedIn(user: CurrentUser, wantedOrganization?: number, asked?: EarlyAnswers): Promise<SessionData> {
  // Answers asked for another user (a different account signed in since the last visit) do not count.
  const early = asked?.userId === user.id ? asked : undefined;
  const organizations = (early && (await early.organizations.catch(() => undefined))) ?? (await fetchOrganizations(user.id));
  const previous = wantedOrganization !== undefined ? String(wantedOrganization) : storage.get(storageKeys.organizationId);
  const org = pickOrganization(organizations, { previous, last: lastOrganizationOf(user.id), grants: user.userRoles });
  storeOrganization(user.id, org);
  const roles = await loadRoles(user.id, org?.value ?? null, early?.roles);
  return { user, organizations, organizationId: org?.value ?? null, roles: roles.map((r) => r.code), isGerman: user.isGerman };
}

const signIn = (email: string, password: string) => api.request<typeof accountApi.login>('login', { body: { email, password } });

async function loadCurrentUser(): Promise<CurrentUser> {
  const user = await api.request<typeof usersApi.current_user_details>('current_user_details', { keepError: true });
  storage.setJson(storageKeys.user, user);
  return user;
}

/**
 * Holds the signed-in user, the chosen organisation and its roles (spec §3, §4). Lives inside the
 * router so that it can navigate after login, logout, an organisation change or a lost session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [data, setData] = useState<SessionData>(empty);
  const [ready, setReady] = useState(false);
  const started = useRef(false);
  const [sessionLost, setSessionLost] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const reset = useCallback(() => {
    clearStorage();
    api.reset();
    queryClient.removeQueries();
    setData(empty);
  }, [queryClient]);

  useEffect(() => {
    api.setAuthFailureHandler(() => {
      reset();
      // The app shell sends the user to the login route before the route guard can redirect elsewhere.
      setSessionLost(true);
      setReady(true);
    });
  }, [reset]);

  // Start-up: root links, then (with a token) the user, organisations and roles. What it finds is
  // drawn as a transition: the whole frame re-renders with the session, and a slow phone's main thread
  // stays free for the visitor's input between its slices.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let found: { data: SessionData; notice: string | null } | undefined;
      try {
        await api.loadRoot();
        if (storage.get(storageKeys.accessToken)) {
          const early = askEarly();
          const user = await loadCurrentUser();
          const signedIn = await loadSignedIn(user, undefined, early);
          const fallback = api.takeOrganizationFallback();
          const organization = signedIn.organizations.find((o) => o.value === signedIn.organizationId)?.text;
          const notice = !fallback ? null : organization ? i18n.t('app.organizationFallback', { organization }) : i18n.t('app.organizationFallbackNone');
          found = { data: signedIn, notice };
        }
      } catch {
        // A lost session has already been handled by the auth-failure handler; a server that does not
        // answer shows its error in the page frame.
        if (!storage.get(storageKeys.accessToken)) found = { data: empty, notice: null };
      } finally {
        startTransition(() => {
          if (found) {
            setData(found.data);
            if (found.notice) setNotice(found.notice);
          }
          setReady(true);
        });
      }
    })();
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      let result: LoginResult;
      const previousOrganization = storage.get(storageKeys.organizationId);
      try {
        result = await signIn(email, password);
      } catch (error) {
        clearStorage();
        throw error;
      }
      storage.set(storageKeys.accessToken, result.accessToken);
      storage.set(storageKeys.refreshToken, result.refreshToken);
      storage.setJson(storageKeys.user, result.user);
      storage.set(storageKeys.organizationId, previousOrganization);
      await api.loadRoot(true);
      const next = await loadSignedIn(result.user);
      if (!storage.get(storageKeys.languageChosen)) setLanguage(normalizeCulture(result.user.languageCode));
      queryClient.removeQueries();
      setData(next);
      setReady(true);
      const redirect = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
      void navigate(redirect ?? pathTo('dashboard'));
    },
    [navigate, queryClient],
  );

  /** Ends the session (server-side too, failures ignored) without leaving the page; the login route uses it on opening. */
  const endSession = useCallback(async () => {
    const refreshToken = storage.get(storageKeys.refreshToken);
    const hadSession = Boolean(refreshToken || storage.get(storageKeys.accessToken));
    if (refreshToken) {
      try {
        await api.request<typeof accountApi.logout>('logout', { body: { refreshToken }, keepError: true });
      } catch {
        // The session ends locally whatever the server says.
      }
    }
    if (!hadSession) return;
    reset();
    await api.loadRoot(true).catch(() => undefined);
  }, [reset]);

  const logout = useCallback(async () => {
    await endSession();
    errorStore.clear();
    void navigate(pathTo('dashboard'));
  }, [endSession, navigate]);

  const switchOrganization = useCallback(
    async (id: number) => {
      if (!data.user) return;
      const next = await loadSignedIn(data.user, id);
      await api.loadRoot(true);
      queryClient.removeQueries();
      setData(next);
      // The redirector goes back one step, so the current screen reloads for the new organisation.
      void navigate(pathTo('Redirector'));
    },
    [data.user, navigate, queryClient],
  );

  const reloadUser = useCallback(async () => {
    if (!storage.get(storageKeys.accessToken)) return;
    const user = await loadCurrentUser();
    setData(await loadSignedIn(user));
  }, []);

  const session = useMemo<Session>(
    () => ({
      ...data,
      ready,
      sessionLost,
      acknowledgeSessionLost: () => setSessionLost(false),
      isAuthenticated: data.user !== null && Boolean(storage.get(storageKeys.accessToken)),
      hasRole: (...codes: RoleCode[]) => hasAnyRole(data.roles, codes),
      login,
      logout,
      endSession,
      switchOrganization,
      reloadUser,
      notice,
      dismissNotice: () => setNotice(null),
    }),
    [data, ready, sessionLost, login, logout, endSession, switchOrganization, reloadUser, notice],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session; only inside `SessionProvider`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** A visitor's session as the start-up leaves it (no token): what the prerendered screens show. */
export const visitorSession: Session = {
  ...empty,
  ready: true,
  sessionLost: false,
  acknowledgeSessionLost: () => {},
  isAuthenticated: false,
  hasRole: () => false,
  login: async () => {},
  logout: async () => {},
  endSession: async () => {},
  switchOrganization: async () => {},
  reloadUser: async () => {},
  notice: null,
  dismissNotice: () => {},
};

/**
 * The session every visit starts with, visitor or signed in, until the start-up calls have answered:
 * the app's first render, and so what the prerendered screens show.
 */
export const startingSession: Session = { ...visitorSession, ready: false };

/** For tests, stories and the prerender: provides a fixed session without the start-up calls. */
export function SessionContextProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
