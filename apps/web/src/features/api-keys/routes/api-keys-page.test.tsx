import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeysApi, type ApiKey, type Link } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { registerRoutes } from '../../../lib/routing';
import { answer, linkTo, type Received } from '../../../testing/api-handlers';
import { renderPages, signedInSession } from '../../../testing/render-pages';
import { apiKeysFeature } from '../feature';
import { ApiKeysPage } from './api-keys-page';

const revokeLink = (id: number): Link => linkTo(apiKeysApi.revoke, { id });
const NEW_KEY = 'ak_Z3x9Qm2LkP0aVbC7dE4fG1hJ5kL8mN6pQr2sT0uW';

let keys: ApiKey[];
let created: Received<typeof apiKeysApi.new_api_key>[];
let revoked: Received<typeof apiKeysApi.revoke>[];

beforeAll(async () => {
  registerRoutes(apiKeysFeature.routes);
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  keys = [
    { id: 2, name: 'Stadion Kassel', keyPrefix: 'ak_Ab3dE', createdAt: '2026-05-02T08:00:00.000Z', createdBy: 'Franziska Bundmann', lastUsedAt: null, revokedAt: null, links: [revokeLink(2)] },
    {
      id: 1,
      name: 'Altes Wettkampfbüro',
      keyPrefix: 'ak_Q9wEr',
      createdAt: '2026-01-10T09:00:00.000Z',
      createdBy: null,
      lastUsedAt: '2026-04-01T10:00:00.000Z',
      revokedAt: '2026-04-02T10:00:00.000Z',
      links: [],
    },
  ];
  answer(apiKeysApi.get_api_keys, () => ({ entities: keys, links: [linkTo(apiKeysApi.new_api_key)] }));
  created = answer(apiKeysApi.new_api_key, ({ body }) => {
    const key = { id: 3, name: body.name, keyPrefix: NEW_KEY.slice(0, 8), createdAt: '2026-06-01T08:00:00.000Z', createdBy: 'Stefanie Zahl', lastUsedAt: null, revokedAt: null, links: [revokeLink(3)] };
    keys = [key, ...keys];
    return { ...key, key: NEW_KEY };
  });
  revoked = answer(apiKeysApi.revoke, ({ params: { id } }) => {
    keys = keys.map((k) => (k.id === id ? { ...k, revokedAt: '2026-06-01T09:00:00.000Z', links: [] } : k));
    return keys.find((k) => k.id === id)!;
  });
});

const show = () => renderPages({ routes: ['apikeys'], path: '/apikeys', pages: { apikeys: <ApiKeysPage /> }, session: signedInSession(['Statistiker']) });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('ApiKeysPage', { timeout: 30_000 }, () => {
  it('lists the keys by name and first characters, when and by whom created, last use and state; only holding keys can be revoked', async () => {
    show();
    await screen.findByText('Stadion Kassel');
    const active = rowOf('Stadion Kassel');
    expect(within(active).getByText('ak_Ab3dE…')).toBeTruthy();
    expect(within(active).getByText('Franziska Bundmann')).toBeTruthy();
    expect(within(active).getByText('nie')).toBeTruthy();
    expect(within(active).getByText('aktiv')).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Widerrufen: Stadion Kassel' })).toBeTruthy();
    const revoked = rowOf('Altes Wettkampfbüro');
    expect(within(revoked).getByText(/^widerrufen am 02\.04\.2026/)).toBeTruthy();
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('creates a key with a name and shows it once, with a warning and a copy button', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await screen.findByText('Stadion Kassel');
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Schlüssel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Schlüssel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText(i18n.t('validation.errorNameRequired'))).toBeTruthy();
    expect(created).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Wettkampfbüro Kassel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    const shown = await screen.findByRole('dialog', { name: 'Schlüssel erstellt' });
    expect(created.map((c) => c.body)).toEqual([{ name: 'Wettkampfbüro Kassel' }]);
    expect((within(shown).getByTestId('created-key') as HTMLInputElement).value).toBe(NEW_KEY);
    expect(within(shown).getByText(/nur dieses eine Mal angezeigt/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Kopieren' }));
    await within(shown).findByRole('button', { name: 'Kopiert' });
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);

    fireEvent.click(within(shown).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('Wettkampfbüro Kassel');
    expect(screen.queryByDisplayValue(NEW_KEY)).toBeNull();
    expect(document.body.textContent).not.toContain(NEW_KEY);
  });

  it('revokes a key only after confirming', async () => {
    show();
    await screen.findByText('Stadion Kassel');
    fireEvent.click(within(rowOf('Stadion Kassel')).getByRole('button', { name: 'Widerrufen: Stadion Kassel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Schlüssel widerrufen?' });
    expect(within(confirm).getByText(/„Stadion Kassel“ kann danach keine Ergebnisse mehr senden/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoked).toHaveLength(0);

    fireEvent.click(within(rowOf('Stadion Kassel')).getByRole('button', { name: 'Widerrufen: Stadion Kassel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Schlüssel widerrufen?' })).getByRole('button', { name: 'Widerrufen' }));
    await screen.findByText('Schlüssel widerrufen');
    expect(revoked.map((c) => c.params)).toEqual([{ id: '2' }]);
    await waitFor(() => expect(within(rowOf('Stadion Kassel')).queryByRole('button')).toBeNull());
  });
});
