import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationsApi, roleRequestsApi, type RoleOption } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { SessionContextProvider, type Session } from '../../../session/session';
import { answer, type Received } from '../../../testing/api-handlers';
import { sampleRoleRequest } from '../components/role-request-test-support';
import { NewRoleRequestPage } from './new-role-request-page';

const session = {
  user: { id: 5, masterOrganization: { value: 1, text: 'DLV' } },
  ready: true,
  roles: [],
  organizationId: null,
  organizations: [],
  isAuthenticated: true,
  hasRole: () => false,
} as unknown as Session;

let roles: RoleOption[] = [];
let searches: Received<typeof organizationsApi.branches_for_master_organization>[];
let roleLists: Received<typeof organizationsApi.organization_roles_except_existing>[];
let requests: Received<typeof roleRequestsApi.create_role_request>[];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/newrolerequest', element: <NewRoleRequestPage /> },
      { path: '/rolerequests', element: <p>list</p> },
    ],
    { initialEntries: ['/newrolerequest'] },
  );
  render(
    <QueryClientProvider client={client}>
      <SessionContextProvider value={session}>
        <RouterProvider router={router} />
      </SessionContextProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  searches = answer(organizationsApi.branches_for_master_organization, () => [{ value: 15, text: 'ASC Darmstadt', type: 'Club' }]);
  roleLists = answer(organizationsApi.organization_roles_except_existing, () => roles);
  requests = answer(roleRequestsApi.create_role_request, ({ body }) => sampleRoleRequest({ roleId: body.roleId, organizationId: body.organizationId, userEmail: 'statistician@example.org' }));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const createButton = () => screen.getByRole('button', { name: 'Anlegen' }) as HTMLButtonElement;

async function chooseOrganization() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const input = screen.getByRole('combobox', { name: /Organisation/ });
  await user.type(input, 'Da');
  // Past the search's pause: two letters ask nothing.
  act(() => vi.advanceTimersByTime(400));
  expect(searches).toHaveLength(0);
  await user.type(input, 'rm');
  await screen.findByRole('option', { name: /ASC Darmstadt/ });
  expect(searches).toEqual([{ params: { id: '1', userId: '5' }, query: { search: 'Darm' }, body: undefined }]);
  fireEvent.click(screen.getByRole('option', { name: /ASC Darmstadt/ }));
}

// Page tests type and wait for debounced look-ups: give them room on a busy machine.
describe('NewRoleRequestPage', { timeout: 20_000 }, () => {
  it('looks organisations up only after 3 characters, offers the roles and sends the request', async () => {
    roles = [
      { id: 2, code: 'OrgUser', name: 'Benutzer' },
      { id: 3, code: 'Trainer', name: 'Trainer' },
    ];
    const router = renderPage();
    expect(createButton().disabled).toBe(true);
    await chooseOrganization();
    await waitFor(() => expect(roleLists.map((c) => c.params)).toEqual([{ id: '15', userId: '5' }]));
    expect(createButton().disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rolle/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Trainer' }));
    await waitFor(() => expect(createButton().disabled).toBe(false));
    fireEvent.click(createButton());
    await waitFor(() => expect(requests.map((c) => c.body)).toEqual([{ roleId: 3, organizationId: 15 }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rolerequests'));
    expect((router.state.location.state as { success?: string } | null)?.success).toBe('newRoleRequest.created');
  });

  it('explains when only the administrator role can be requested', async () => {
    roles = [{ id: 1, code: 'OrgAdmin', name: 'Administrator' }];
    renderPage();
    await chooseOrganization();
    expect(await screen.findByText(/Sie können nur die Rolle Administrator anfragen/)).toBeTruthy();
    // The single role on offer is chosen at once.
    await waitFor(() => expect(createButton().disabled).toBe(false));
  });

  it('says so when no role is left', async () => {
    roles = [];
    renderPage();
    await chooseOrganization();
    expect(await screen.findByText('Sie haben alle Rollen dieser Organisation bereits oder angefragt.')).toBeTruthy();
    expect(createButton().disabled).toBe(true);
  });
});
