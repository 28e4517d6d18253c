import { parseTemplate } from 'url-template';
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse, Link, LinkCatalogue, ProblemBody } from '@portal/domain';
import i18n, { type TextKey } from './i18n';
import { errorStore } from './error-store';
import { storage, storageKeys } from './storage';

/** A link relation of the root catalogue. */
type Rel = string;

type Primitive = string | number | boolean;
export type QueryValue = Primitive | null | undefined;

/** A failed call: status (0 when no answer came), the server's body, and per-field messages for 422. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ProblemBody | null,
  ) {
    super(message);
  }
  /** Field → messages of a 422 answer (keys as the server sends them: `Email`, `Password`, …). */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
  /** The catalogue key the server named, e.g. `errorEmailNotConfirmed`. */
  get code(): string | undefined {
    return this.body?.code;
  }
}

export interface RequestOptions {
  /** Values for the link's template ({id}, {organizationId}, …). A FormData body goes out as multipart. */
  params?: Record<string, Primitive>;
  /** Appended as a query string; empty values are left out. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** For JSON Patch calls. */
  contentType?: string;
  /** Return the Response itself (file downloads). */
  raw?: boolean;
  /** Keep the current error (used by background reloads). */
  keepError?: boolean;
  /** A 404 answers null and shows no error: the screen says itself that the entry is not there. */
  absentIsNull?: boolean;
}

/** The options of a typed call: params, query and body as the endpoint's schemas take them. */
export interface CallOptions<E extends Endpoint> extends Omit<RequestOptions, 'params' | 'query' | 'body' | 'raw' | 'absentIsNull'> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
}

type AuthFailureHandler = () => void;

/** Rels whose 401 means “wrong credentials”, not “token expired”. */
const noRefreshRels = new Set(['login', 'refresh_token', 'logout', 'register']);

/**
 * The one way the web app talks to the server: paths come from the root links by rel, tokens and
 * X-Current-Org and culture go on every call, a 401 triggers one shared refresh and a retry.
 */
/** The statuses with a message of their own in spec §8's error catalogue. */
const httpStatusText: Partial<Record<number, TextKey>> = { 400: 'http.400', 403: 'http.403', 404: 'http.404', 500: 'http.500' };

export class ApiClient {
  private links: Link[] | null = null;
  private linksSignedIn = false;
  private loading: Promise<Link[]> | null = null;
  private refreshing: Promise<boolean> | null = null;
  private onAuthFailure: AuthFailureHandler = () => {};
  private fallback: NonNullable<LinkCatalogue['organizationFallback']> | null = null;
  /** Area catalogues (`competition_approval_links`, …) by rel, loaded once per root. */
  private areas = new Map<string, Promise<Link[]>>();

  constructor(private readonly baseUrl = '') {}

  /** Called when the session cannot be renewed; the app sends the user to the login route. */
  setAuthFailureHandler(handler: AuthFailureHandler): void {
    this.onAuthFailure = handler;
  }

  get rootLoaded(): boolean {
    return this.links !== null;
  }

  /** Loads the root links once; again when `force` (after login or logout, or an organisation change). */
  async loadRoot(force = false): Promise<Link[]> {
    const signedIn = Boolean(storage.get(storageKeys.accessToken));
    if (this.links && !force && this.linksSignedIn === signedIn) return this.links;
    if (this.loading && !force) return this.loading;
    this.loading = this.send<LinkCatalogue>('GET', `${this.baseUrl}/api`, {}, 'root')
      .then((root) => {
        if (root.organizationFallback) {
          // The stored organisation is no longer the user's: every further call goes out for the fallback.
          this.fallback = root.organizationFallback;
          storage.set(storageKeys.organizationId, root.organizationFallback.organizationId === null ? null : String(root.organizationFallback.organizationId));
        }
        this.links = root.links;
        this.areas.clear();
        this.linksSignedIn = Boolean(storage.get(storageKeys.accessToken));
        return root.links;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** The organisation change the root asked for since the last call (once), so the session can say so. */
  takeOrganizationFallback(): NonNullable<LinkCatalogue['organizationFallback']> | null {
    const fallback = this.fallback;
    this.fallback = null;
    return fallback;
  }

  /** Whether the root offers `rel` to this user. */
  has(rel: Rel): boolean {
    return this.links?.some((l) => l.rel === rel) ?? false;
  }

  /** The href of `rel`, with its template expanded (RFC 6570). */
  async href(rel: Rel, params: Record<string, Primitive> = {}): Promise<string> {
    const link = (await this.loadRoot()).find((l) => l.rel === rel);
    if (!link) throw new ApiError(403, i18n.t('http.403'), null);
    return link.templated ? parseTemplate(link.href).expand(params) : link.href;
  }

  /** Calls the root link `rel`. */
  async call<T>(rel: Rel, options: RequestOptions = {}): Promise<T> {
    const link = (await this.loadRoot()).find((l) => l.rel === rel);
    if (!link) {
      const error = new ApiError(403, i18n.t('http.403'), null);
      if (!options.keepError) errorStore.set(error.message);
      throw error;
    }
    return this.follow<T>(link, options, rel);
  }

  /**
   * Calls the endpoint `E` (a contract of packages/domain, named as a type: `api.request<typeof
   * usersApi.roles>('roles', …)`) through the root link of its rel; the rel, params, query, body and
   * answer are checked against its schemas. Only the type is used, so no schema travels with the
   * first load; the answer is not parsed again, the server serialises it through the same schema.
   */
  request<E extends Endpoint>(rel: E['rel'], options: CallOptions<E> = {}): Promise<EndpointResponse<E>> {
    return this.call<EndpointResponse<E>>(rel, options as RequestOptions);
  }

  /** Reads one entry through the root link `rel`, typed like `request`; an entry that is not there is null (see `findIn`). */
  find<E extends Endpoint>(rel: E['rel'], options: CallOptions<E> = {}): Promise<EndpointResponse<E> | null> {
    return this.call<EndpointResponse<E> | null>(rel, { ...(options as RequestOptions), absentIsNull: true });
  }

  /** The links of an area catalogue (e.g. `competition_approval_links`); empty when the root does not offer it. */
  async areaLinks(area: Rel): Promise<Link[]> {
    const root = await this.loadRoot();
    if (!root.some((l) => l.rel === area)) return [];
    let loading = this.areas.get(area);
    if (!loading) {
      loading = this.call<LinkCatalogue>(area).then((c) => c.links);
      loading.catch(() => this.areas.delete(area));
      this.areas.set(area, loading);
    }
    return loading;
  }

  /** Calls endpoint `E` through the link `rel` of the area catalogue `area`, typed like `request`. */
  async requestIn<E extends Endpoint>(area: Rel, rel: E['rel'], options: CallOptions<E> = {}): Promise<EndpointResponse<E>> {
    const link = (await this.areaLinks(area)).find((l) => l.rel === rel);
    if (!link) {
      const error = new ApiError(403, i18n.t('http.403'), null);
      if (!options.keepError) errorStore.set(error.message);
      throw error;
    }
    return this.follow<EndpointResponse<E>>(link, options as RequestOptions, rel);
  }

  /**
   * Reads one entry through the link `rel` of the area catalogue `area`, typed like `requestIn`: an
   * entry that is not there (404: deleted, or not the caller's) is null, and the page's alert stays
   * empty, as the screen shows its own "not found" with the way back.
   */
  findIn<E extends Endpoint>(area: Rel, rel: E['rel'], options: CallOptions<E> = {}): Promise<EndpointResponse<E> | null> {
    return this.requestIn<E>(area, rel, { ...options, absentIsNull: true } as CallOptions<E>) as Promise<EndpointResponse<E> | null>;
  }

  /** Follows a row link that belongs to endpoint `E` (e.g. a row's `update`), typed like `request`. */
  followAs<E extends Endpoint>(link: Link, options: CallOptions<E> = {}): Promise<EndpointResponse<E>> {
    return this.follow<EndpointResponse<E>>(link, options as RequestOptions);
  }

  /** Follows a link of an item or list row (e.g. its `approve` link). */
  async follow<T>(link: Link, options: RequestOptions = {}, rel = link.rel): Promise<T> {
    const path = link.templated ? parseTemplate(link.href).expand(options.params ?? {}) : link.href;
    return this.send<T>(link.method ?? 'GET', `${this.baseUrl}${path}`, options, rel);
  }

  private buildUrl(url: string, query?: Record<string, QueryValue>): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    search.set('culture', i18n.language?.slice(0, 2) || 'de');
    return `${url}${url.includes('?') ? '&' : '?'}${search.toString()}`;
  }

  private headers(options: RequestOptions): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    // A FormData body (uploads) sets its own multipart boundary.
    if (options.body !== undefined && !(options.body instanceof FormData)) headers.set('Content-Type', options.contentType ?? 'application/json');
    const token = storage.get(storageKeys.accessToken);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const org = storage.get(storageKeys.organizationId);
    if (token && org) headers.set('X-Current-Org', org);
    return headers;
  }

  private async send<T>(method: string, url: string, options: RequestOptions, rel: string, retried = false): Promise<T> {
    if (!options.keepError) errorStore.clear();
    let response: Response;
    try {
      response = await fetch(this.buildUrl(url, options.query), {
        method,
        headers: this.headers(options),
        body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
      });
    } catch {
      throw this.fail(new ApiError(0, i18n.t('http.500'), null), options);
    }
    if (response.status === 401 && !noRefreshRels.has(rel)) {
      // One refresh, then the call once more; if the session cannot be renewed, the user signs in again.
      if (!retried && storage.get(storageKeys.refreshToken) && (await this.refreshOnce())) return this.send<T>(method, url, options, rel, true);
      this.onAuthFailure();
    }
    if (response.status === 404 && options.absentIsNull) return null as T;
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as ProblemBody | null;
      throw this.fail(new ApiError(response.status, this.messageFor(response.status, body), body), options);
    }
    if (options.raw) return response as T;
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** The error catalogue of spec §8; a 422 with a `Model` message shows that message. */
  private messageFor(status: number, body: ProblemBody | null): string {
    if (status === 422) return body?.errors?.Model?.[0] ?? i18n.t('http.422');
    const known = httpStatusText[status];
    if (known) return i18n.t(known);
    if (status >= 500) return i18n.t('http.500');
    return body?.message ?? i18n.t('http.500');
  }

  private fail(error: ApiError, options: RequestOptions): ApiError {
    // A 422 without a Model message belongs on the form's fields, not in the page's alert.
    const onFields = error.status === 422 && !error.body?.errors?.Model && Object.keys(error.fieldErrors).length > 0;
    if (!options.keepError && !onFields) errorStore.set(error.message);
    return error;
  }

  /** Concurrent 401s share one refresh; returns false when the session cannot be renewed. */
  private refreshOnce(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<boolean> {
    try {
      const link = (this.links ?? []).find((l) => l.rel === 'refresh_token') ?? (await this.anonymousRoot()).find((l) => l.rel === 'refresh_token');
      if (!link) return false;
      const response = await fetch(this.buildUrl(`${this.baseUrl}${link.href}`), {
        method: link.method ?? 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ accessToken: storage.get(storageKeys.accessToken), refreshToken: storage.get(storageKeys.refreshToken) }),
      });
      if (!response.ok) {
        storage.clear();
        return false;
      }
      const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
      storage.set(storageKeys.accessToken, tokens.accessToken);
      storage.set(storageKeys.refreshToken, tokens.refreshToken);
      return true;
    } catch {
      return false;
    }
  }

  private async anonymousRoot(): Promise<Link[]> {
    const response = await fetch(this.buildUrl(`${this.baseUrl}/api`));
    return response.ok ? ((await response.json()) as { links: Link[] }).links : [];
  }

  /** Forgets the cached links (after logout). */
  reset(): void {
    this.links = null;
    this.areas.clear();
  }
}

export const api = new ApiClient();
