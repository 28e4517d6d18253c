import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, Link } from '@portal/domain';
import { api } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { registerRoutes } from '../../../lib/routing';
import { renderPages, signedInSession } from '../../../testing/render-pages';
import { apiKeysFeature } from '../feature';
import { ApiKeysPage } from './api-keys-page';

const revokeLink = (id: number): Link => ({ rel: 'revoke', href: `/api/api-keys/${id}`, templated: false, method: 'DELETE' });
const NEW_KEY = 'ak_Z3x9Qm2LkP0aVbC7dE4fG1hJ5kL8mN6pQr2sT0uW';

let keys: ApiKey[];
let requestIn: ReturnType<typeof vi.spyOn>;
let followAs: ReturnType<typeof vi.spyOn>;

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
  requestIn = vi.spyOn(api, 'requestIn').mockImplementation((async (_area: string, rel: string, options?: { body?: { name: string } }) => {
    if (rel === 'get_api_keys') return { entities: keys, links: [{ rel: 'new_api_key', href: '/api/api-keys', templated: false, method: 'POST' }] };
    if (rel === 'new_api_key') {
      const created = { id: 3, name: options!.body!.name, keyPrefix: NEW_KEY.slice(0, 8), createdAt: '2026-06-01T08:00:00.000Z', createdBy: 'Stefanie Zahl', lastUsedAt: null, revokedAt: null, links: [revokeLink(3)] };
      keys = [created, ...keys];
      return { ...created, key: NEW_KEY };
    }
    throw new Error(`unexpected ${rel}`);
  }) as never);
  followAs = vi.spyOn(api, 'followAs').mockImplementation((async (link: Link) => {
    const id = Number(link.href.split('/').pop());
    keys = keys.map((k) => (k.id === id ? { ...k, revokedAt: '2026-06-01T09:00:00.000Z', links: [] } : k));
    return keys.find((k) => k.id === id);
  }) as never);
});
afterEach(() => vi.restoreAllMocks());

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
    expect(requestIn.mock.calls.filter((c: unknown[]) => c[1] === 'new_api_key')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Wettkampfbüro Kassel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    const shown = await screen.findByRole('dialog', { name: 'Schlüssel erstellt' });
    expect(requestIn.mock.calls.find((c: unknown[]) => c[1] === 'new_api_key')![2]).toEqual({ body: { name: 'Wettkampfbüro Kassel' } });
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
    expect(followAs).not.toHaveBeenCalled();

    fireEvent.click(within(rowOf('Stadion Kassel')).getByRole('button', { name: 'Widerrufen: Stadion Kassel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Schlüssel widerrufen?' })).getByRole('button', { name: 'Widerrufen' }));
    await screen.findByText('Schlüssel widerrufen');
    expect(followAs.mock.calls[0][0]).toEqual(revokeLink(2));
    await waitFor(() => expect(within(rowOf('Stadion Kassel')).queryByRole('button')).toBeNull());
  });
});
