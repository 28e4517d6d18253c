import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { normalizeCulture, type RoleCode } from '@portal/domain';
import { api } from '../lib/api-client';
import { errorStore } from '../lib/error-store';
import { storage, storageKeys } from '../lib/storage';
import { currentLanguage, setLanguage } from './i18n';
import { hasAnyRole, safeRedirect } from './route-config';
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
}

const empty: SessionData = { user: null, roles: [], organizationId: null, organizations: [], isGerman: false };

const SessionContext = createContext<Session | null>(null);

/**
 * Clears the session part of local storage but keeps the visitor's language preference (taken from
 * the interface, because the api-client may already have cleared storage after a failed refresh).
 */
function clearStorage(): void {
  storage.clear();
  storage.set(storageKeys.language, currentLanguage());
}

/** The previously chosen organisation if the user still holds a role there, else the first one. */
export function pickOrganization(organizations: OrganizationOption[], previous: string | null): OrganizationOption | null {
  return organizations.find((o) => String(o.value) === previous) ?? organizations[0] ?? null;
}

function storeOrganization(org: OrganizationOption | null): void {
  storage.set(storageKeys.organizationId, org ? String(org.value) : null);
  storage.set(storageKeys.externalId, org?.externalId ?? null);
  storage.set(storageKeys.organizationType, org?.type ?? null);
}

async function loadRoles(userId: number, organizationId: number | null): Promise<RoleInfo[]> {
  const roles = organizationId
    ? await api.call<RoleInfo[]>('roles', { params: { id: userId, organizationId }, keepError: true })
    : [];
  storage.setJson(storageKeys.roles, roles);
  return roles;
}

/** Loads organisations, the organisation choice, its roles and the German flag for `user`. */
async function loadSignedIn(user: CurrentUser, wantedOrganization?: number): Promise<SessionData> {
  const organizations = await api.call<OrganizationOption[]>('user_organizations', {
    params: { id: user.id },
    keepError: true,
  });
  const previous = wantedOrganization !== undefined ? String(wantedOrganization) : storage.get(storageKeys.organizationId);
  const org = pickOrganization(organizations, previous);
  storeOrganization(org);
  const roles = await loadRoles(user.id, org?.value ?? null);
  return { user, organizations, organizationId: org?.value ?? null, roles: roles.map((r) => r.code), isGerman: user.isGerman };
}

async function loadCurrentUser(): Promise<CurrentUser> {
  const user = await api.call<CurrentUser>('current_user_details', { keepError: true });
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

  // Start-up: root links, then (with a token) the user, organisations and roles.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await api.loadRoot();
        if (storage.get(storageKeys.accessToken)) {
          const user = await loadCurrentUser();
          setData(await loadSignedIn(user));
        }
      } catch {
        // A lost session has already been handled by the auth-failure handler; a server that does not
        // answer shows its error in the page frame.
        if (!storage.get(storageKeys.accessToken)) setData(empty);
      } finally {
        setReady(true);
      }
    })();
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      let result: LoginResult;
      const previousOrganization = storage.get(storageKeys.organizationId);
      try {
        result = await api.call<LoginResult>('login', { body: { email, password } });
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
      setLanguage(normalizeCulture(result.user.languageCode));
      queryClient.removeQueries();
      setData(next);
      setReady(true);
      const redirect = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
      void navigate(redirect ?? '/dashboard');
    },
    [navigate, queryClient],
  );

  /** Ends the session (server-side too, failures ignored) without leaving the page; the login route uses it on opening. */
  const endSession = useCallback(async () => {
    const refreshToken = storage.get(storageKeys.refreshToken);
    const hadSession = Boolean(refreshToken || storage.get(storageKeys.accessToken));
    if (refreshToken) {
      try {
        await api.call('logout', { body: { refreshToken }, keepError: true });
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
    void navigate('/dashboard');
  }, [endSession, navigate]);

  const switchOrganization = useCallback(
    async (id: number) => {
      if (!data.user) return;
      const next = await loadSignedIn(data.user, id);
      await api.loadRoot(true);
      queryClient.removeQueries();
      setData(next);
      // The redirector goes back one step, so the current screen reloads for the new organisation.
      void navigate('/redirector');
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
    }),
    [data, ready, sessionLost, login, logout, endSession, switchOrganization, reloadUser],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session; only inside `SessionProvider`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** For tests and stories: provides a fixed session without the start-up calls. */
export function SessionContextProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
