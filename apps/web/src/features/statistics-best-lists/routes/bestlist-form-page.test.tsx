import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BestList, Link } from '@portal/domain';
import { api, ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { BASE, link, renderPages, sampleBestList } from '../components/bestlist-test-support';
import { BestListFormPage } from './bestlist-form-page';

const pages = { newbestlist: <BestListFormPage />, updatebestlist: <BestListFormPage /> };
let item: BestList;
let requestIn: ReturnType<typeof vi.spyOn>;
let followAs: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  item = sampleBestList();
  vi.spyOn(api, 'areaLinks').mockResolvedValue([link('new', BASE, 'POST')]);
  requestIn = vi.spyOn(api, 'requestIn').mockImplementation((async (_area: string, rel: string, options: { body?: { name: string } }) => {
    if (rel === 'get_by_id') return item;
    if (rel === 'new') return sampleBestList({ id: 9, name: options.body!.name, regionalRestritionId: null, regionalRestrictionName: null, links: item.links.map((l) => ({ ...l, href: l.href.replace('/7', '/9') })) });
    if (rel === 'bestlists_for_selector') return [
      { value: 7, text: 'Hessen Bestenliste' },
      { value: 4, text: 'DLV Bestenliste' },
    ];
    throw new Error(`unexpected ${rel}`);
  }) as never);
  followAs = vi.spyOn(api, 'followAs').mockImplementation((async (l: Link) => (l.rel === 'update' ? item : { id: 9, created: 12, definitions: 12 })) as never);
});
afterEach(() => vi.restoreAllMocks());

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('BestListFormPage', { timeout: 30_000 }, () => {
  it('creates a list with the standard definitions by default and returns to the list', async () => {
    const { router } = renderPages('/newbestlist', pages);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false, false]);
    fireEvent.change(field('Name'), { target: { value: 'Kreis Darmstadt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bestlist'));
    expect(requestIn).toHaveBeenCalledWith('bestlist_links', 'new', { body: { name: 'Kreis Darmstadt', regionalRestritionId: null, ownerId: null } });
    expect(followAs).toHaveBeenCalledTimes(1);
    expect((followAs.mock.calls[0][0] as Link).href).toBe(`${BASE}/9/copy-dlo`);
    expect(router.state.location.state).toEqual({ success: 'statistics.bestlists.form.created' });
  });

  it('requires the name', async () => {
    renderPages('/newbestlist', pages);
    await screen.findAllByRole('radio');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Bitte geben Sie einen Namen ein')).toBeTruthy();
    expect(requestIn.mock.calls.some((c: unknown[]) => c[1] === 'new')).toBe(false);
  });

  it('requires a preset when copying from an existing list, and copies from the one chosen', async () => {
    const { router } = renderPages('/newbestlist', pages);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Kopie' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Von einer bestehenden Bestenliste kopieren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Bitte wählen Sie die Bestenliste, von der kopiert wird')).toBeTruthy();
    expect(requestIn.mock.calls.some((c: unknown[]) => c[1] === 'new')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Bestenliste, von der kopiert wird/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'DLV Bestenliste' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bestlist'));
    const [copyLink, options] = followAs.mock.calls[0] as [Link, { params: Record<string, number> }];
    expect(copyLink.rel).toBe('copy_from_target');
    expect(options.params).toEqual({ targetId: 9, sourceId: 4 });
  });

  it('creates a custom list without copying and goes on to the definitions', async () => {
    const { router } = renderPages('/newbestlist', pages);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Eigene' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Eigene Definitionen anlegen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Definitionen anpassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customDefinitions/9'));
    expect(followAs).not.toHaveBeenCalled();
  });

  it('edits name and restriction of a list through its update link, without a base choice', async () => {
    const { router } = renderPages('/updatebestlist/7', pages);
    await waitFor(() => expect(field('Name').value).toBe('Hessen Bestenliste'));
    expect((screen.getByRole('combobox', { name: /Regionale Einschränkung/ }) as HTMLInputElement).value).toBe('Hessischer Leichtathletik-Verband');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.change(field('Name'), { target: { value: 'Hessen Bestenliste 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bestlist'));
    const [updateLink, options] = followAs.mock.calls[0] as [Link, { body: unknown }];
    expect(updateLink.rel).toBe('update');
    expect(options.body).toEqual({ id: 7, name: 'Hessen Bestenliste 2', regionalRestritionId: 3 });
  });

  it('saves and opens the definitions with adjust definitions', async () => {
    const { router } = renderPages('/updatebestlist/7', pages);
    await waitFor(() => expect(field('Name').value).toBe('Hessen Bestenliste'));
    fireEvent.click(screen.getByRole('button', { name: 'Definitionen anpassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customDefinitions/7'));
    expect(followAs).toHaveBeenCalledTimes(1);
  });

  it('shows the server field errors on the fields', async () => {
    followAs.mockRejectedValue(new ApiError(422, 'x', { errors: { Name: ['Name schon vergeben'], RegionalRestritionId: ['Keine Organisation des Verbandes'] } } as never));
    renderPages('/updatebestlist/7', pages);
    await waitFor(() => expect(field('Name').value).toBe('Hessen Bestenliste'));
    fireEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(await screen.findByText('Name schon vergeben')).toBeTruthy();
    expect(screen.getByText('Keine Organisation des Verbandes')).toBeTruthy();
  });

  it('offers no saving without the update link', async () => {
    item = sampleBestList({ links: [link('get_by_id', `${BASE}/7`)] });
    renderPages('/updatebestlist/7', pages);
    await waitFor(() => expect(field('Name').value).toBe('Hessen Bestenliste'));
    expect(screen.queryByRole('button', { name: 'Aktualisieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Definitionen anpassen' })).toBeNull();
  });
});
