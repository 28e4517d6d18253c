import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * The app's router: path matching, history, lazy screens, links and the unsaved-changes blocker,
 * with the hooks' names and meanings of react-router's data router (whose 30 KB the first screen
 * does not need). A navigation loads the next screen's code first and only then changes the URL and
 * the screen, so the current screen stays until its successor can be shown.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry; `default` for the entry the visit started on. */
  key: string;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type Navigate = (to: string | number, options?: NavigateOptions) => void;

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Loads the route's screen; the navigation waits for it. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  handle?: unknown;
  children?: RouteObject[];
  /** Shown while the first screen loads (the app renders only once it has). */
  HydrateFallback?: ComponentType;
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
  pathname: string;
  handle: unknown;
}

interface HistoryEntry {
  location: Location;
  /** The entry's place in the history; null for one the browser made itself (a `#fragment` link). */
  index: number | null;
}

/** Where the entries live: the browser's history, or a list (tests, the prerender). */
interface RouterHistory {
  current(): HistoryEntry;
  push(location: Location, index: number): void;
  replace(location: Location, index: number): void;
  go(delta: number): void;
  /** Back and forward: the entry now current. */
  listen(onPop: (entry: HistoryEntry) => void): () => void;
}

let keys = 0;
const newKey = () => `${Date.now().toString(36)}${(keys++).toString(36)}`;

/** `to` (a path, maybe with query and fragment) as a location. */
function locationOf(to: string, from: Location, state: unknown): Location {
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: newKey() };
}

const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${location.pathname}${location.search}${location.hash}`;

function browserHistory(): RouterHistory {
  const read = (): HistoryEntry => {
    const saved = (window.history.state ?? {}) as { usr?: unknown; key?: string; idx?: number };
    const { pathname, search, hash } = window.location;
    return { location: { pathname, search, hash, state: saved.usr ?? null, key: saved.key ?? 'default' }, index: saved.idx ?? null };
  };
  const write = (location: Location, index: number) => ({ usr: location.state, key: location.key, idx: index });
  // The entry the visit started on gets its index, so that a blocked Back can be undone.
  if ((window.history.state as { idx?: number } | null)?.idx === undefined) {
    window.history.replaceState({ ...(window.history.state as object | null), idx: 0 }, '');
  }
  return {
    current: read,
    push: (location, index) => window.history.pushState(write(location, index), '', hrefOf(location)),
    replace: (location, index) => window.history.replaceState(write(location, index), '', hrefOf(location)),
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      const handler = () => onPop(read());
      window.addEventListener('popstate', handler);
      return () => window.removeEventListener('popstate', handler);
    },
  };
}

export type InitialEntry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

function memoryHistory(initialEntries: InitialEntry[], initialIndex?: number): RouterHistory {
  const entries: Location[] = initialEntries.map((entry, i) => {
    const { pathname, search = '', hash = '', state = null } = typeof entry === 'string' ? locationOf(entry, { pathname: '/', search: '', hash: '', state: null, key: '' }, null) : entry;
    return { pathname, search, hash, state, key: i === 0 ? 'default' : newKey() };
  });
  let index = Math.max(0, Math.min(initialIndex ?? entries.length - 1, entries.length - 1));
  const listeners = new Set<(entry: HistoryEntry) => void>();
  return {
    current: () => ({ location: entries[index]!, index }),
    push(location) {
      entries.splice(index + 1, entries.length, location);
      index = entries.length - 1;
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.max(0, Math.min(index + delta, entries.length - 1));
      if (next === index) return;
      index = next;
      // As the browser does: the entry changes, then the listeners learn of it.
      queueMicrotask(() => listeners.forEach((l) => l({ location: entries[index]!, index })));
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}

/** A route from the root to a leaf, with its pattern and its rank (static segments outrank parameters, both outrank `*`). */
interface Branch {
  routes: RouteObject[];
  pattern: RegExp;
  names: string[];
  rank: number;
  order: number;
}

function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], base = '', into: Branch[] = []): Branch[] {
  for (const route of routes) {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    const chain = [...parents, route];
    if (route.children?.length) branchesOf(route.children, chain, path, into);
    if (route.children?.length && !route.index) continue;
    if (route.path === undefined && !route.index) continue;
    const segments = path.split('/').filter(Boolean);
    const names: string[] = [];
    let rank = segments.length === 0 ? 1 : 0;
    const source = segments
      .map((segment) => {
        if (segment === '*') {
          names.push('*');
          return '(?:/(.*))?';
        }
        if (segment.startsWith(':')) {
          names.push(segment.slice(1));
          rank += 3;
          return '/([^/]+)';
        }
        rank += 10;
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('');
    if (segments.includes('*')) rank = -1;
    into.push({ routes: chain, pattern: new RegExp(`^${source || '/'}${source ? '/?' : ''}$`, 'i'), names, rank, order: into.length });
  }
  return into;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | null {
  for (const branch of branches) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params = Object.fromEntries(branch.names.map((name, i) => [name, decode(found[i + 1] ?? '')]));
    return branch.routes.map((route) => ({ route, params, pathname, handle: route.handle }));
  }
  return null;
}

const needsLoad = (matches: RouteMatch[]) => matches.some(({ route }) => route.lazy && !route.Component);

export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location; historyAction: NavigationType }) => boolean;
export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  location?: Location;
  proceed?: () => void;
  reset?: () => void;
}
const unblocked: Blocker = { state: 'unblocked' };

export interface RouterState {
  location: Location;
  navigationType: NavigationType;
  matches: RouteMatch[];
  initialized: boolean;
  blocker: Blocker;
}

export class Router {
  state: RouterState;
  private readonly branches: Branch[];
  private readonly listeners = new Set<(state: RouterState) => void>();
  private index: number;
  private pending = 0;
  private blockerFn: BlockerFunction | null = null;
  /** A Back the router undid itself (a blocked one): its popstate is not a navigation. */
  private undoing = false;
  /** A Back the user confirmed after it was blocked: it is not asked about again. */
  private passing = false;
  /** Resolves once the first screen's code is there. */
  readonly ready: Promise<void>;

  constructor(
    routes: RouteObject[],
    private readonly history: RouterHistory,
  ) {
    this.branches = branchesOf(routes).sort((a, b) => b.rank - a.rank || a.order - b.order);
    const { location, index } = history.current();
    this.index = index ?? 0;
    const matches = matchRoutes(this.branches, location.pathname) ?? [];
    const loaded = !needsLoad(matches);
    this.state = { location, navigationType: 'POP', matches, initialized: loaded, blocker: unblocked };
    this.ready = loaded ? Promise.resolve() : this.load(matches).then(() => this.set({ initialized: true }));
    history.listen((entry) => this.popped(entry));
  }

  subscribe(listener: (state: RouterState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<RouterState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  /** The screens on their way, each asked for once (a link preloads it, then is followed). */
  private readonly loading = new Map<RouteObject, Promise<void>>();

  /** Loads the lazy screens of `matches` into their routes; one that failed is asked for again next time. */
  private async load(matches: RouteMatch[]): Promise<void> {
    await Promise.all(
      matches.map(({ route }) => {
        if (!route.lazy || route.Component) return undefined;
        let arriving = this.loading.get(route);
        if (!arriving) {
          arriving = route
            .lazy()
            .then(({ Component }) => void (route.Component = Component))
            .finally(() => this.loading.delete(route));
          this.loading.set(route, arriving);
        }
        return arriving;
      }),
    );
  }

  /**
   * Starts loading the screen at `to` without going there: a link under the pointer or in focus is
   * likely followed, and its screen's code then is there (or on its way) when it is. A failure is
   * left to the navigation, which loads again.
   */
  preload = (to: string): void => {
    const matches = matchRoutes(this.branches, locationOf(to, this.state.location, null).pathname);
    if (matches && needsLoad(matches)) this.load(matches).catch(() => undefined);
  };

  /** Goes to `to` (a path, or a step through the history such as -1). */
  navigate = (to: string | number, options: NavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') {
      this.history.go(to);
      return Promise.resolve();
    }
    const next = locationOf(to, this.state.location, options.state);
    const type: NavigationType = options.replace ? 'REPLACE' : 'PUSH';
    if (this.blocks(next, type, () => void this.go(next, type))) return Promise.resolve();
    return this.go(next, type);
  };

  private blocks(next: Location, type: NavigationType, proceed: () => void): boolean {
    const fn = this.blockerFn;
    if (!fn || !fn({ currentLocation: this.state.location, nextLocation: next, historyAction: type })) return false;
    this.set({
      blocker: {
        state: 'blocked',
        location: next,
        proceed: () => {
          this.set({ blocker: { state: 'proceeding', location: next } });
          proceed();
        },
        reset: () => this.set({ blocker: unblocked }),
      },
    });
    return true;
  }

  private go(next: Location, type: NavigationType): Promise<void> {
    return this.arrive(next, type, () => (type === 'PUSH' ? this.history.push(next, ++this.index) : this.history.replace(next, this.index)));
  }

  /**
   * Shows `location` once its screen's code is there, unless a later navigation came first;
   * `record` writes its history entry just before. A screen already loaded shows at once (a query
   * typed into a field stays in step with it).
   */
  private async arrive(location: Location, type: NavigationType, record?: () => void): Promise<void> {
    const ticket = ++this.pending;
    const matches = matchRoutes(this.branches, location.pathname) ?? [];
    if (needsLoad(matches)) await this.load(matches);
    if (ticket !== this.pending) return;
    record?.();
    this.set({ location, navigationType: type, matches, blocker: unblocked });
  }

  private popped(entry: HistoryEntry): void {
    if (this.undoing) {
      this.undoing = false;
      return;
    }
    if (entry.index === null) {
      // An entry the browser made itself (a fragment link): it gets its place, and is not asked about.
      const location = { ...entry.location, key: newKey() };
      this.history.replace(location, ++this.index);
      void this.arrive(location, 'POP');
      return;
    }
    const delta = this.index - entry.index;
    const passing = this.passing;
    this.passing = false;
    const blocked =
      !passing &&
      this.blocks(entry.location, 'POP', () => {
        this.passing = true;
        this.history.go(-delta);
      });
    if (blocked) {
      // The browser has already moved: back to where the user was, until they decide.
      this.undoing = true;
      this.history.go(delta);
      return;
    }
    this.index = entry.index;
    void this.arrive(entry.location, 'POP');
  }

  /** The blocker of the unsaved-changes prompt; one at a time. */
  block(fn: BlockerFunction | null): void {
    this.blockerFn = fn;
    if (!fn && this.state.blocker.state !== 'unblocked') this.set({ blocker: unblocked });
  }
}

export const createBrowserRouter = (routes: RouteObject[]) => new Router(routes, browserHistory());
export const createMemoryRouter = (routes: RouteObject[], options: { initialEntries?: InitialEntry[]; initialIndex?: number } = {}) =>
  new Router(routes, memoryHistory(options.initialEntries ?? ['/'], options.initialIndex));

const RouterContext = createContext<Router | null>(null);
const OutletContext = createContext<{ matches: RouteMatch[]; depth: number } | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('outside the router');
  return router;
}

function useRouterState(): RouterState {
  const router = useRouter();
  return useSyncExternalStore(
    useCallback((onChange) => router.subscribe(onChange), [router]),
    () => router.state,
    () => router.state,
  );
}

function RouteElement({ matches, depth }: { matches: RouteMatch[]; depth: number }) {
  const { route } = matches[depth]!;
  const Component = route.Component;
  const content = route.element ?? (Component ? <Component /> : depth + 1 < matches.length ? <Outlet /> : null);
  return <OutletContext.Provider value={{ matches, depth }}>{content}</OutletContext.Provider>;
}

/** The screen of the current location inside its layouts. */
export function RouterProvider({ router }: { router: Router }) {
  return (
    <RouterContext.Provider value={router}>
      <Routed />
    </RouterContext.Provider>
  );
}

function Routed() {
  const { matches, initialized } = useRouterState();
  if (!initialized) {
    const Fallback = matches[0]?.route.HydrateFallback;
    return Fallback ? <Fallback /> : null;
  }
  return matches.length ? <RouteElement matches={matches} depth={0} /> : null;
}

const ChildrenContext = createContext<ReactNode>(null);
const ShowChildren = () => <>{useContext(ChildrenContext)}</>;

/** A router over a list of entries that shows `children` at every path (tests of a single screen). */
export function MemoryRouter({ initialEntries, initialIndex, children }: { initialEntries?: InitialEntry[]; initialIndex?: number; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', Component: ShowChildren }], { initialEntries, initialIndex }));
  return (
    <ChildrenContext.Provider value={children}>
      <RouterProvider router={router} />
    </ChildrenContext.Provider>
  );
}

/** Where a layout shows the route below it. */
export function Outlet() {
  const outlet = useContext(OutletContext);
  if (!outlet || outlet.depth + 1 >= outlet.matches.length) return null;
  return <RouteElement matches={outlet.matches} depth={outlet.depth + 1} />;
}

export const useLocation = (): Location => useRouterState().location;
export const useNavigationType = (): NavigationType => useRouterState().navigationType;
export const useMatches = (): RouteMatch[] => useRouterState().matches;
export const useNavigate = (): Navigate => useRouter().navigate;

export function useParams<K extends string = string>(): Partial<Record<K, string>> {
  const outlet = useContext(OutletContext);
  const { matches } = useRouterState();
  return ((outlet?.matches ?? matches).at(-1)?.params ?? {}) as Partial<Record<K, string>>;
}

/** The route's numeric `:id`, or null where the route names none (a form for a new entry). */
export function useIdParam(): number | null {
  const { id } = useParams<'id'>();
  return id === undefined ? null : Number(id);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query of the current location, and a setter that navigates to the same path with another. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const { pathname, search: now } = router.state.location;
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(now)) : next).toString();
      void router.navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, set];
}

/** Asks before in-app navigations that `shouldBlock` names (the unsaved-changes prompt). */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const router = useRouter();
  const { blocker } = useRouterState();
  // The router asks the latest condition (it reads the form's state of the moment).
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    router.block((args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current));
    return () => router.block(null);
  }, [router]);
  return blocker;
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

/** An anchor that navigates in the app; a modified or middle click opens the address as the browser does. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, onPointerEnter, onFocus, target, ...rest }, ref) {
  const router = useRouter();
  const href = hrefOf(locationOf(to, router.state.location, null));
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        router.preload(to);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        router.preload(to);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void router.navigate(to, { replace, state });
      }}
    />
  );
});
