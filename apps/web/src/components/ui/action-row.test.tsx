import Button from '@mui/material/Button';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { useLeaveAfterSave } from '../../lib/use-leave-after-save';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { EntryFormActions, type EntryFormActionsProps } from './action-row';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});

const defaults: EntryFormActionsProps = { back: '/dashboard', form: 'entry-form', creating: true, readOnly: false, disabled: false };
afterEach(cleanup);

/** The element on /form, and a page at /dashboard to go back to. */
function show(element: React.ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/form', element },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/form'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('EntryFormActions', () => {
  it('offers Back, further buttons and Create for a new entry; Save for a stored one; only Back while read only', () => {
    const extra = <Button>Anlegen und neu</Button>;
    const { unmount } = show(<EntryFormActions {...defaults} extra={extra} />);
    expect(buttons()).toEqual(['Zurück', 'Anlegen und neu', 'Anlegen']);
    expect(screen.getByRole('button', { name: 'Anlegen' }).getAttribute('form')).toBe('entry-form');
    unmount();
    const stored = show(<EntryFormActions {...defaults} creating={false} disabled />);
    expect(buttons()).toEqual(['Zurück', 'Speichern']);
    expect((screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(true);
    stored.unmount();
    show(<EntryFormActions {...defaults} readOnly extra={extra} />);
    expect(buttons()).toEqual(['Zurück']);
  });

  it('leads Back to its path', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = show(<EntryFormActions {...defaults} />);
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

function Leaving() {
  const { leaving, leave } = useLeaveAfterSave();
  return (
    <Button disabled={leaving} onClick={() => leave('/dashboard', 'common.save')}>
      Gespeichert
    </Button>
  );
}

describe('useLeaveAfterSave', () => {
  it('goes on with the success message for the next screen', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = show(<Leaving />);
    await user.click(screen.getByRole('button', { name: 'Gespeichert' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.state).toEqual({ success: 'common.save' });
  });
});
