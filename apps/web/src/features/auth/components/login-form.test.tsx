import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import i18n from '../../../lib/i18n';
import { prerenderTakenOver, watchPrerendered } from '../../../lib/prerendered';
import { SessionContextProvider, type Session } from '../../../session/session';
import { LoginForm } from './login-form';

function session(overrides: Partial<Session> = {}): Session {
  return {
    user: null,
    ready: true,
    sessionLost: false,
    acknowledgeSessionLost: () => undefined,
    roles: [],
    organizationId: null,
    organizations: [],
    isGerman: false,
    isAuthenticated: false,
    hasRole: () => false,
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    endSession: vi.fn(async () => undefined),
    switchOrganization: vi.fn(async () => undefined),
    reloadUser: vi.fn(async () => undefined),
    notice: null,
    dismissNotice: () => undefined,
    ...overrides,
  };
}

/** Renders the form; into `container` (replacing what it holds) as the app does into `#root`. */
function renderForm(value: Session, container?: HTMLElement) {
  return render(
    <MemoryRouter>
      <SessionContextProvider value={value}>
        <LoginForm />
      </SessionContextProvider>
    </MemoryRouter>,
    container ? { container } : undefined,
  );
}

/** The login form as the server prerenders it, in `#root` (fields only). */
function prerenderedForm() {
  const prerendered = document.createElement('div');
  prerendered.id = 'root';
  prerendered.setAttribute('data-prerendered', '');
  prerendered.innerHTML = '<form><input id="field-email" type="email"><input id="field-password" type="password"></form>';
  document.body.append(prerendered);
  const [email, password] = prerendered.querySelectorAll('input');
  return { prerendered, email, password };
}

/**
 * Runs `body` with the prerendered form in the page and the app watching it; `typed` is what the
 * visitor typed before the app started (the password field then has the focus).
 */
async function onPrerenderedForm(typed: { email: string; password: string } | null, body: (form: ReturnType<typeof prerenderedForm>) => Promise<void>) {
  const form = prerenderedForm();
  try {
    if (typed) {
      form.email.value = typed.email;
      form.password.value = typed.password;
      form.password.focus();
    }
    watchPrerendered();
    await body(form);
  } finally {
    prerenderTakenOver();
    form.prerendered.remove();
  }
}

describe('LoginForm', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('de');
  });

  it('keeps the login button disabled until e-mail and password are valid', async () => {
    const user = userEvent.setup();
    renderForm(session());
    const button = screen.getByRole('button', { name: 'Anmelden' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/E-Mail/), 'not-an-address');
    await user.type(screen.getByLabelText(/Passwort/), 'secret');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await user.clear(screen.getByLabelText(/E-Mail/));
    await user.type(screen.getByLabelText(/E-Mail/), 'club.user@demo.test');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the translated validation message after leaving a field', async () => {
    const user = userEvent.setup();
    renderForm(session());
    await user.click(screen.getByLabelText(/E-Mail/));
    await user.tab();
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeTruthy();
  });

  it('submits with Enter', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => undefined);
    renderForm(session({ login }));
    await user.type(screen.getByLabelText(/E-Mail/), 'club.user@demo.test');
    await user.type(screen.getByLabelText(/Passwort/), 'Demo-Passwort-2026');
    // Implicit submission needs the (default) submit button enabled, which follows the async validation.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(false));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(login).toHaveBeenCalledWith('club.user@demo.test', 'Demo-Passwort-2026'));
  });

  it('starts from what the visitor typed into the prerendered form before the app started, in the same field', async () => {
    await onPrerenderedForm({ email: 'club.user@demo.test', password: 'Demo-Pass' }, async ({ prerendered }) => {
      // Drawn anew in the prerendered screen's place (should React not adopt its markup).
      const { container } = renderForm(session(), prerendered);
      const fields = [...container.querySelectorAll<HTMLInputElement>('input')];
      expect(fields.map((field) => field.value)).toEqual(['club.user@demo.test', 'Demo-Pass']);
      expect(document.activeElement).toBe(fields[1]);
      await waitFor(() => expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(false));
    });
  });

  it('logs in once it has replaced the prerendered form in which the visitor pressed Enter', async () => {
    await onPrerenderedForm(null, async ({ email, password }) => {
      for (const [field, value] of [[email, 'club.user@demo.test'], [password, 'Demo-Passwort-2026']] as const) {
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      password.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      const login = vi.fn(async () => undefined);
      renderForm(session({ login }));
      await waitFor(() => expect(login).toHaveBeenCalledWith('club.user@demo.test', 'Demo-Passwort-2026'));
    });
  });

  it('submits with Enter pressed at once after it took over the prerendered form, before its first check has finished', async () => {
    await onPrerenderedForm({ email: 'club.user@demo.test', password: 'Demo-Passwort-2026' }, async ({ prerendered }) => {
      const login = vi.fn(async () => undefined);
      renderForm(session({ login }), prerendered);
      // The button is still disabled (the check of the typed values is under way), so a browser's
      // implicit submission would not happen; the form's own Enter does.
      expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
      await waitFor(() => expect(login).toHaveBeenCalledWith('club.user@demo.test', 'Demo-Passwort-2026'));
      expect(login).toHaveBeenCalledTimes(1);
    });
  });

  it('shows what is missing on Enter in an empty form, without logging in', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => undefined);
    renderForm(session({ login }));
    await user.click(screen.getByLabelText(/E-Mail/));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('starts empty when the page was not prerendered', () => {
    // Another form's field of the same id (the dashboard's login form, when the login route opens).
    const other = document.createElement('div');
    other.id = 'root';
    other.innerHTML = '<input id="field-email" value="someone@demo.test">';
    document.body.append(other);
    try {
      watchPrerendered();
      const { container } = renderForm(session());
      expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('');
    } finally {
      prerenderTakenOver();
      other.remove();
    }
  });
});
