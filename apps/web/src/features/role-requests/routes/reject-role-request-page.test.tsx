import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleRequestStatus, roleRequestsApi } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { SessionContextProvider, type Session } from '../../../session/session';
import { answer, linkTo } from '../../../testing/api-handlers';
import type { RoleRequestRow } from '../api/types';
import { RejectRoleRequestPage } from './reject-role-request-page';

const session = {
  user: { id: 1, masterOrganization: { value: 1, text: 'DLV' } },
  ready: true,
  roles: [],
  organizationId: 1,
  organizations: [],
  isAuthenticated: true,
  hasRole: () => true,
} as unknown as Session;

const request = (links = [linkTo(roleRequestsApi.role_request_status, { id: 40 }, 'reject')]): RoleRequestRow => ({
  id: 40,
  userId: 5,
  roleId: 3,
  organizationId: 15,
  status: 0,
  statusLocalized: 'Offen',
  changedAt: '2026-06-01T08:00:00.000Z',
  reason: null,
  roleName: 'Trainer',
  roleCode: 'Trainer',
  organizationName: 'ASC Darmstadt',
  userName: 'Stefanie Zahl',
  userEmail: 'stefanie@example.org',
  isAdmin: false,
  links,
});

function renderPage(row: RoleRequestRow) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/rejectrolerequest/:roleId/:userId/:organizationId', element: <RejectRoleRequestPage /> },
      { path: '/rolerequests', element: <p>list</p> },
    ],
    { initialEntries: [{ pathname: '/rejectrolerequest/3/5/15', search: '?id=40', state: { row } }] },
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
afterEach(cleanup);

const rejectButton = () => screen.getByRole('button', { name: 'Ablehnen' }) as HTMLButtonElement;

describe('RejectRoleRequestPage', () => {
  it('names the request, asks for a reason and rejects it through the row’s link', async () => {
    const changes = answer(roleRequestsApi.role_request_status, () => ({ ...request([]), status: RoleRequestStatus.rejected, statusLocalized: 'Abgelehnt', reason: 'Kein Mitglied' }));
    const router = renderPage(request());
    expect(screen.getByText('Stefanie Zahl (stefanie@example.org)')).toBeTruthy();
    expect(screen.getByText('ASC Darmstadt')).toBeTruthy();
    expect(rejectButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Begründung/), { target: { value: 'Kein Mitglied' } });
    await waitFor(() => expect(rejectButton().disabled).toBe(false));
    fireEvent.click(rejectButton());
    await waitFor(() =>
      expect(changes.map((c) => [c.params, c.body])).toEqual([
        [
          { id: '40' },
          [
            { op: 'replace', path: '/status', value: RoleRequestStatus.rejected },
            { op: 'replace', path: '/reason', value: 'Kein Mitglied' },
          ],
        ],
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/rolerequests'));
    expect((router.state.location.state as { success?: string } | null)?.success).toBe('rejectRoleRequest.rejected');
  });

  it('says so when the request can no longer be rejected, and sends nothing', () => {
    renderPage(request([]));
    expect(screen.getByText(i18n.t('rejectRoleRequest.unavailable'))).toBeTruthy();
    expect(rejectButton().disabled).toBe(true);
    expect((screen.getByLabelText(/Begründung/) as HTMLTextAreaElement).disabled).toBe(true);
  });
});
