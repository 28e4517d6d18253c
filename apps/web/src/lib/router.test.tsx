import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useMatches,
  useNavigationType,
  useParams,
  useSearchParams,
  type RouteObject,
} from './router';

const Named = ({ name }: { name: string }) => {
  const params = useParams();
  const location = useLocation();
  return <p>{`${name} ${JSON.stringify(params)}${location.search}`}</p>;
};

const Layout = () => (
  <div>
    <span>layout {useNavigationType()}</span>
    <Outlet />
  </div>
);

/** A screen whose code arrives when the test says so. */
function later() {
  let arrive!: (component: ComponentType) => void;
  const code = new Promise<{ Component: ComponentType }>((resolve) => (arrive = (Component) => resolve({ Component })));
  return { lazy: () => code, arrive };
}

const routes = (extra: RouteObject[] = []): RouteObject[] => [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', handle: { name: 'dashboard' }, element: <Named name="dashboard" /> },
      { path: '/records/:id', handle: { name: 'records' }, element: <Named name="records" /> },
      { path: '/records/new', element: <Named name="new record" /> },
      ...extra,
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

describe('the router', () => {
  it('matches static segments before parameters, decodes parameters, and sends unknown paths on', async () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/records/new'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('new record {}')).toBeTruthy();
    await act(() => router.navigate('/records/a%20b?page=2'));
    expect(screen.getByText('records {"id":"a b"}?page=2')).toBeTruthy();
    await act(() => router.navigate('/nowhere'));
    expect(await screen.findByText('dashboard {}')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    // The redirect replaced the unknown path: Back leads to the record.
    await act(async () => void (await router.navigate(-1)));
    expect(await screen.findByText('records {"id":"a b"}?page=2')).toBeTruthy();
    expect(screen.getByText('layout POP')).toBeTruthy();
  });

  it('keeps the current screen until the next one’s code has arrived', async () => {
    const screenCode = later();
    const router = createMemoryRouter(routes([{ path: '/slow', lazy: screenCode.lazy }]), { initialEntries: ['/dashboard'] });
    render(<RouterProvider router={router} />);
    let done = false;
    void router.navigate('/slow').then(() => (done = true));
    await act(async () => undefined);
    expect(screen.getByText('dashboard {}')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(done).toBe(false);
    await act(async () => screenCode.arrive(() => <p>slow screen</p>));
    expect(screen.getByText('slow screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/slow');
    expect(screen.getByText('layout PUSH')).toBeTruthy();
  });

  it('is ready once the first screen’s code is there', async () => {
    const screenCode = later();
    const router = createMemoryRouter(routes([{ path: '/slow', lazy: screenCode.lazy }]), { initialEntries: ['/slow'] });
    expect(router.state.initialized).toBe(false);
    screenCode.arrive(() => <p>slow screen</p>);
    await router.ready;
    expect(router.state.initialized).toBe(true);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('slow screen')).toBeTruthy();
  });

  it('gives the deepest route’s handle, the query and a setter that replaces it', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      const handles = useMatches().map((m) => (m.handle as { name?: string } | undefined)?.name ?? '-');
      return (
        <button type="button" onClick={() => setParams({ q: `${params.get('q') ?? ''}x` }, { replace: true })}>
          {`${handles.join('/')} q=${params.get('q') ?? ''}`}
        </button>
      );
    }
    const router = createMemoryRouter(routes([{ path: '/search', handle: { name: 'search' }, element: <Search /> }]), { initialEntries: ['/dashboard', '/search?q=a'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: '-/search q=a' }));
    expect(await screen.findByRole('button', { name: '-/search q=ax' })).toBeTruthy();
    // Replaced, not pushed: one step back is the dashboard.
    await act(async () => void (await router.navigate(-1)));
    expect(await screen.findByText('dashboard {}')).toBeTruthy();
  });

  it('follows a plain click on a link in the app, and leaves a modified click to the browser', async () => {
    const router = createMemoryRouter(routes([{ path: '/links', element: <Link to="/records/7" state={{ from: 'links' }}>record 7</Link> }]), { initialEntries: ['/links'] });
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'record 7' });
    expect(link.getAttribute('href')).toBe('/records/7');
    fireEvent.click(link, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/links');
    fireEvent.click(link);
    expect(await screen.findByText('records {"id":"7"}')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: 'links' });
  });

  it('loads a link’s screen while the pointer is on it, once, and shows it at once when followed', async () => {
    let asked = 0;
    const screenCode = later();
    const lazy = () => {
      asked++;
      return screenCode.lazy();
    };
    const router = createMemoryRouter(routes([{ path: '/links', element: <Link to="/slow">slow</Link> }, { path: '/slow', lazy }]), { initialEntries: ['/links'] });
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'slow' });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(asked).toBe(1);
    expect(router.state.location.pathname).toBe('/links');
    await act(async () => screenCode.arrive(() => <p>slow screen</p>));
    fireEvent.click(link);
    expect(await screen.findByText('slow screen')).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('asks before leaving a screen that blocks, for a link and for Back, and goes on or stays as answered', async () => {
    function Form() {
      const [dirty, setDirty] = useState(true);
      const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
      return (
        <div>
          <span>{`form ${blocker.state}`}</span>
          <button type="button" onClick={() => blocker.proceed?.()}>leave</button>
          <button type="button" onClick={() => blocker.reset?.()}>stay</button>
          <button type="button" onClick={() => setDirty(false)}>save</button>
        </div>
      );
    }
    const router = createMemoryRouter(routes([{ path: '/form', element: <Form /> }]), { initialEntries: ['/dashboard', '/form'] });
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/records/1'));
    expect(screen.getByText('form blocked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'stay' }));
    expect(screen.getByText('form unblocked')).toBeTruthy();

    // Back: the history moves, the router moves it back and asks.
    await act(async () => void (await router.navigate(-1)));
    await act(async () => undefined);
    expect(screen.getByText('form blocked')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/form');
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(await screen.findByText('dashboard {}')).toBeTruthy();

    // Forward to the form, saved: nothing to ask.
    await act(async () => void (await router.navigate(1)));
    expect(await screen.findByText('form unblocked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await act(() => router.navigate('/records/2'));
    expect(screen.getByText('records {"id":"2"}')).toBeTruthy();
  });
});
