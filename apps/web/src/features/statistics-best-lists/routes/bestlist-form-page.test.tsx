import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bestListsApi, type BestList } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { linkTo, renderPages, sampleBestList } from '../components/bestlist-test-support';
import { BestListFormPage } from './bestlist-form-page';

const pages = { newbestlist: <BestListFormPage />, updatebestlist: <BestListFormPage /> };
let item: BestList;
let created: Received<typeof bestListsApi.new>[];
let updated: Received<typeof bestListsApi.update>[];
let copiedDlo: Received<typeof bestListsApi.copy_dlo>[];
let copiedFrom: Received<typeof bestListsApi.copy_from_target>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  item = sampleBestList();
  answer(bestListsApi.get_by_id, () => item);
  created = answer(bestListsApi.new, ({ body }) => sampleBestList({ id: 9, name: body.name, regionalRestritionId: null, regionalRestrictionName: null }));
  answer(bestListsApi.bestlists_for_selector, () => [
    { value: 7, text: 'Hessen Bestenliste' },
    { value: 4, text: 'DLV Bestenliste' },
  ]);
  updated = answer(bestListsApi.update, () => item);
  copiedDlo = answer(bestListsApi.copy_dlo, () => ({ id: 9, created: 12, definitions: 12 }));
  copiedFrom = answer(bestListsApi.copy_from_target, () => ({ id: 9, created: 12, definitions: 12 }));
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('BestListFormPage', { timeout: 30_000 }, () => {
  it('creates a list with the standard definitions by default and returns to the list', async () => {
    const { router } = renderPages('/newbestlist', pages);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false, false]);
    fireEvent.change(field('Name'), { target: { value: 'Kreis Darmstadt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bestlist'));
    expect(created.map((c) => c.body)).toEqual([{ name: 'Kreis Darmstadt', regionalRestritionId: null, ownerId: null }]);
    expect(copiedDlo.map((c) => c.params)).toEqual([{ targetId: '9' }]);
    expect(copiedFrom).toHaveLength(0);
    expect(router.state.location.state).toEqual({ success: 'statistics.bestlists.form.created' });
  });

  it('requires the name', async () => {
    renderPages('/newbestlist', pages);
    await screen.findAllByRole('radio');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Bitte geben Sie einen Namen ein')).toBeTruthy();
    expect(created).toHaveLength(0);
  });

  it('requires a preset when copying from an existing list, and copies from the one chosen', async () => {
    const { router } = renderPages('/newbestlist', pages);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Kopie' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Von einer bestehenden Bestenliste kopieren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Bitte wählen Sie die Bestenliste, von der kopiert wird')).toBeTruthy();
    expect(created).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Bestenliste, von der kopiert wird/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'DLV Bestenliste' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bestlist'));
    expect(copiedFrom.map((c) => c.params)).toEqual([{ targetId: '9', sourceId: '4' }]);
    expect(copiedDlo).toHaveLength(0);
  });

  it('creates a custom list without copying and goes on to the definitions', async () => {
    const { router } = renderPages('/newbestlist', pages);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Eigene' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Eigene Definitionen anlegen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Definitionen anpassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customDefinitions/9'));
    expect([copiedDlo.length, copiedFrom.length]).toEqual([0, 0]);
  });

  it('edits name and restriction of a list through its update link, without a base choice', async () => {
    const { router } = renderPages('/updatebestlist/7', pages);
    await waitFor(() => expect(field('Name').value).toBe('Hessen Bestenliste'));
    expect((screen.getByRole('combobox', { name: /Regionale Einschränkung/ }) as HTMLInputElement).value).toBe('Hessischer Leichtathletik-Verband');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.change(field('Name'), { target: { value: 'Hessen Bestenliste 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bestlist'));
    expect(updated).toEqual([{ params: { id: '7' }, query: {}, body: { id: 7, name: 'Hessen Bestenliste 2', regionalRestritionId: 3 } }]);
  });

  it('saves and opens the definitions with adjust definitions', async () => {
    const { router } = renderPages('/updatebestlist/7', pages);
    await waitFor(() => expect(field('Name').value).toBe('Hessen Bestenliste'));
    fireEvent.click(screen.getByRole('button', { name: 'Definitionen anpassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customDefinitions/7'));
    expect(updated).toHaveLength(1);
  });

  it('shows the server field errors on the fields', async () => {
    refuse(bestListsApi.update, 422, { errors: { Name: ['Name schon vergeben'], RegionalRestritionId: ['Keine Organisation des Verbandes'] } });
    renderPages('/updatebestlist/7', pages);
    await waitFor(() => expect(field('Name').value).toBe('Hessen Bestenliste'));
    fireEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(await screen.findByText('Name schon vergeben')).toBeTruthy();
    expect(screen.getByText('Keine Organisation des Verbandes')).toBeTruthy();
  });

  it('offers no saving without the update link', async () => {
    item = sampleBestList({ links: [linkTo(bestListsApi.get_by_id, { id: 7 })] });
    renderPages('/updatebestlist/7', pages);
    await waitFor(() => expect(field('Name').value).toBe('Hessen Bestenliste'));
    expect(screen.queryByRole('button', { name: 'Aktualisieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Definitionen anpassen' })).toBeNull();
  });
});
