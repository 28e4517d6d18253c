import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userRolesApi } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { SessionContextProvider, type Session } from '../../../session/session';
import { answer, linkTo, type Received } from '../../../testing/api-handlers';
import type { UserRoleRow } from '../api/types';
import { UserManagementPage } from './user-management-page';

const update = (id: number) => [linkTo(userRolesApi.user_role_status, { id }, 'update')];
const row = (id: number, userId: number, active: number, over: Partial<UserRoleRow> = {}): UserRoleRow => ({
  id,
  userId,
  userName: `User ${userId}`,
  userEmail: `user${userId}@demo.test`,
  roleId: id,
  roleName: 'Trainer',
  roleCode: id % 2 ? 'Trainer' : 'Official',
  organizationId: 11,
  organizationName: 'LG Nord',
  status: 0,
  statusLocalized: 'Aktiv',
  userActiveRoleCount: active,
  isLastAdmin: false,
  links: update(id),
  ...over,
});
const rows = [
  row(1, 7, 1),
  row(2, 8, 2),
  row(3, 8, 2),
  row(4, 9, 1, { status: 1, links: [] }),
  row(5, 10, 1, { roleCode: 'OrgAdmin', roleName: 'Administrator', organizationName: 'ASC Süd', isLastAdmin: true, links: [] }),
];

const session = {
  user: { id: 1, masterOrganization: { value: 1, text: 'DLV' } },
  ready: true,
  roles: ['OrgAdmin'],
  organizationId: 11,
  organizations: [],
  isGerman: true,
  isAuthenticated: true,
  hasRole: (...codes: string[]) => codes.includes('OrgAdmin'),
} as unknown as Session;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionContextProvider value={session}>
          <UserManagementPage />
        </SessionContextProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let lists: Received<typeof userRolesApi.user_roles>[];
let deletions: Received<typeof userRolesApi.delete_roles>[];
let statusChanges: Received<typeof userRolesApi.user_role_status>[];
/** The content type of each status change (a JSON Patch). */
let patchTypes: (string | null)[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  patchTypes = [];
  lists = answer(userRolesApi.user_roles, () => ({ entities: rows, links: [], paginationMetadata: { currentPage: 1, totalPages: 1, totalCount: 5, pageSize: 10 } }));
  answer(userRolesApi.organizations_from_user_roles_for_selectors, () => [{ value: 11, text: 'LG Nord', type: 'Club' }]);
  deletions = answer(userRolesApi.delete_roles, () => ({ deleted: 2 }));
  statusChanges = answer(userRolesApi.user_role_status, ({ request }) => {
    patchTypes.push(request.headers.get('Content-Type'));
    return { ...rows[1], status: 1, links: [] };
  });
});
afterEach(() => {
  cleanup();
});

const deleteButton = () => screen.getByRole('button', { name: 'Rollen löschen' }) as HTMLButtonElement;

describe('UserManagementPage', { timeout: 20_000 }, () => {
  it('lists roles grouped per user and asks for the current organisation with the stored filter', async () => {
    renderPage();
    await screen.findByText('user7@demo.test');
    // Active roles per user, with the plural forms of the catalogue.
    expect(['· 1 Rolle', '· 2 Rollen', '· 0 Rollen'].map((text) => screen.getAllByText(text).length)).toEqual([2, 1, 1]);
    // The empty filters stay out of the query.
    expect(lists[0]).toEqual({ params: { organizationId: '11' }, query: { pageNumber: '1', pageSize: '10' }, body: undefined });
    expect(screen.getAllByRole('row').filter((r) => r.hasAttribute('data-group'))).toHaveLength(4);
  });

  it('enables bulk delete only for a non-empty selection without deleted rows', async () => {
    renderPage();
    await screen.findByText('user7@demo.test');
    expect(deleteButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'User 9 <user9@demo.test> auswählen' }));
    expect(deleteButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'User 9 <user9@demo.test> auswählen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Trainer in LG Nord von User 7/ }));
    expect(deleteButton().disabled).toBe(false);
  });

  it('warns about users losing their last role and deletes the selection', async () => {
    renderPage();
    await screen.findByText('user7@demo.test');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Trainer in LG Nord von User 7/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Kampfrichter in LG Nord von User 8/ }));
    fireEvent.click(deleteButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Möchten Sie 2 ausgewählte Rollen wirklich löschen?')).toBeTruthy();
    // User 7 loses the only role; user 8 keeps one of two.
    const list = within(dialog).getByRole('list', { name: 'Folgende Benutzer verlieren damit ihre letzte Rolle:' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['user7@demo.test']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rollen löschen' }));
    await waitFor(() => expect(deletions.map((c) => c.body)).toEqual([[{ id: 1 }, { id: 2 }]]));
    expect(await screen.findByText('Die Rollen wurden gelöscht.')).toBeTruthy();
  });

  it('removes one role through its update link after confirmation', async () => {
    renderPage();
    await screen.findByText('user7@demo.test');
    const removeDeleted = screen.getByRole('button', { name: /^Rolle entfernen: Kampfrichter in LG Nord von User 9/ }) as HTMLButtonElement;
    expect(removeDeleted.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^Rolle entfernen: Kampfrichter in LG Nord von User 8/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('list')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rolle entfernen' }));
    await waitFor(() => expect(statusChanges).toEqual([{ params: { id: '2' }, query: {}, body: [{ op: 'replace', path: '/status', value: 1 }] }]));
    expect(patchTypes).toEqual(['application/json-patch+json']);
  });

  it('keeps the last administrator of an organisation: remove and bulk delete disabled, the tooltip says why', async () => {
    renderPage();
    await screen.findByText('user10@demo.test');
    const hint = 'Die letzte Administratorrolle einer Organisation kann nicht entfernt werden. Weisen Sie zuerst einer weiteren Person die Administratorrolle zu.';
    const remove = screen.getByRole('button', { name: hint }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Administrator in ASC Süd von User 10/ }));
    expect(deleteButton().disabled).toBe(true);
    fireEvent.mouseOver(deleteButton().parentElement!);
    expect(await screen.findByRole('tooltip', { name: hint })).toBeTruthy();
  });
});
