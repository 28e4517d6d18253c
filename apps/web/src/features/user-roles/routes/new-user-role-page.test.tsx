import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationsApi, userRolesApi, usersApi } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { registerRoutes } from '../../../lib/routing';
import { renderPages, signedInSession } from '../../../testing/render-pages';
import { userManagementFeature } from '../feature';
import { answer, type Received } from '../../../testing/api-handlers';
import { NewUserRolePage } from './new-user-role-page';

function renderPage() {
  return renderPages({
    routes: userManagementFeature.routes.map((r) => r.name),
    path: '/newuserrole',
    pages: { newuserrole: <NewUserRolePage /> },
    session: signedInSession(['OrgAdmin'], { organizationId: 7 }),
  }).router;
}

let searches: Received<typeof usersApi.users_for_selectors>[];
let roleLists: Received<typeof organizationsApi.organization_roles_except_existing>[];
let assignments: Received<typeof userRolesApi.create_user_role>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
  registerRoutes(userManagementFeature.routes);
});
beforeEach(() => {
  searches = answer(usersApi.users_for_selectors, () => [{ value: 31, text: 'Noah Becker', email: 'noah@example.org' }]);
  answer(userRolesApi.organizations_from_user_roles_for_selectors, () => [
    { value: 7, text: 'Hessischer LV', type: 'Region' },
    { value: 15, text: 'ASC Darmstadt', type: 'Club' },
  ]);
  roleLists = answer(organizationsApi.organization_roles_except_existing, () => [
    { id: 2, code: 'OrgUser', name: 'Benutzer' },
    { id: 3, code: 'Trainer', name: 'Trainer' },
  ]);
  assignments = answer(userRolesApi.create_user_role, ({ body }) => ({ created: body.roleIds.length }));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const createButton = () => screen.getByRole('button', { name: 'Anlegen' }) as HTMLButtonElement;

// Page tests type and wait for debounced look-ups: give them room on a busy machine.
describe('NewUserRolePage', { timeout: 20_000 }, () => {
  it('finds the user by name, offers the roles of the preselected organisation and assigns the chosen ones', async () => {
    const router = renderPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const input = screen.getByRole('combobox', { name: /Benutzer/ });
    // The hint says from how many characters the search starts.
    expect(screen.getByText(/3 Zeichen/)).toBeTruthy();
    await user.type(input, 'No');
    act(() => vi.advanceTimersByTime(400));
    expect(searches).toHaveLength(0);
    await user.type(input, 'ah');
    fireEvent.click(await screen.findByRole('option', { name: /Noah Becker/ }));
    expect((input as HTMLInputElement).value).toBe('Noah Becker');
    expect(searches.map((c) => [c.params, c.query])).toEqual([[{ id: '7' }, { search: 'Noah' }]]);

    // The caller's organisation is offered preselected; the roles on offer are the user's missing ones there.
    await waitFor(() => expect(roleLists.map((c) => c.params)).toEqual([{ id: '7', userId: '31' }]));
    expect(createButton().disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rollen/ }));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByRole('option', { name: 'Trainer' }));
    fireEvent.click(within(listbox).getByRole('option', { name: 'Benutzer' }));
    fireEvent.keyDown(listbox, { key: 'Escape' });
    await waitFor(() => expect(createButton().disabled).toBe(false));
    fireEvent.click(createButton());
    await waitFor(() => expect(assignments.map((c) => c.body)).toEqual([{ userId: 31, organizationId: 7, roleIds: [3, 2] }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usermanagement'));
    expect((router.state.location.state as { success?: string } | null)?.success).toBe('newUserRole.created');
  });

  it('takes the user away again when the search is cleared: nothing can be assigned', async () => {
    renderPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const input = screen.getByRole('combobox', { name: /Benutzer/ });
    await user.type(input, 'Noah');
    fireEvent.click(await screen.findByRole('option', { name: /Noah Becker/ }));
    await waitFor(() => expect(roleLists).toHaveLength(1));
    await user.clear(input);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(createButton().disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: /Rollen/ }) as HTMLElement).getAttribute('aria-disabled')).toBe('true');
  });
});
