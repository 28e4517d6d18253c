import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountApi, organizationsApi } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { anonymousSession, renderPages } from '../../../testing/render-pages';
import { RegisterPage } from './register-page';

let registered: Received<typeof accountApi.register>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  answer(organizationsApi.master_organizations, () => [
    { value: 1, text: 'Deutscher Leichtathletik-Verband', languageId: 1 },
    { value: 2, text: 'Atletiekunie', languageId: 3 },
  ]);
  answer(organizationsApi.languages, () => [
    { value: 1, text: 'Deutsch', code: 'de' },
    { value: 2, text: 'Englisch', code: 'en' },
    { value: 3, text: 'Niederländisch', code: 'nl' },
  ]);
  registered = answer(accountApi.register, () => ({}));
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const helperOf = (name: string) => document.getElementById(`field-${name}-helper-text`)?.textContent;
const show = () => renderPages({ routes: ['register', 'login', 'confirm'], path: '/register', pages: { register: <RegisterPage /> }, session: anonymousSession() });

async function fillIn() {
  const user = userEvent.setup({ delay: null });
  // The federation and the language are preset once their lists are there.
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Verband/ }).textContent).toBe('Deutscher Leichtathletik-Verband'));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Sprache/ }).textContent).toBe('Deutsch'));
  await user.type(field('firstName'), 'Heike');
  await user.type(field('lastName'), 'Henkel');
  await user.type(field('email'), 'heike.henkel@example.org');
  await user.type(field('password'), 'Hochsprung-Tokio-1991');
  await user.type(field('confirmPassword'), 'Hochsprung-Tokio-1991');
}

describe('RegisterPage', { timeout: 30_000 }, () => {
  it('registers with the preset federation and language and the confirmation page’s address, then says a mail is on its way', async () => {
    show();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText(i18n.t('register.success'))).toBeTruthy();
    expect(registered.map((r) => r.body)).toEqual([
      {
        firstName: 'Heike',
        lastName: 'Henkel',
        email: 'heike.henkel@example.org',
        newsletter: false,
        password: 'Hochsprung-Tokio-1991',
        confirmPassword: 'Hochsprung-Tokio-1991',
        languageId: 1,
        organizationId: 1,
        confirmUrl: `${window.location.origin}/confirm`,
      },
    ]);
  });

  it('puts the server’s field errors on the fields by their names and stays on the form', async () => {
    // What only the server checks: a common password, a federation that is gone meanwhile.
    const refused = refuse(accountApi.register, 422, {
      errors: { Password: [i18n.t('validation.errorPasswordTooCommon')], OrganizationId: [i18n.t('validation.errorOrganizationNotFound')] },
    });
    const { router } = show();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(helperOf('password')).toBe('Dieses Passwort ist zu verbreitet, bitte wählen Sie ein anderes'));
    expect(helperOf('organizationId')).toBe('Die Organisation wurde nicht gefunden');
    // Both were placed: none is left over for the page's alert.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(refused).toHaveLength(1);
    expect(screen.queryByText(i18n.t('register.success'))).toBeNull();
    expect(router.state.location.pathname).toBe('/register');
  });
});
