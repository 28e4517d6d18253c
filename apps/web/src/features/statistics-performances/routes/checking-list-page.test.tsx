import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { performanceCheckingsApi, type CheckingList } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { renderPages, sampleChecking, sampleCheckingList } from '../components/performance-test-support';
import { CheckingListPage } from './checking-list-page';

let list: CheckingList;
let lists: Received<typeof performanceCheckingsApi.get_checkings>[];
let toggles: Received<typeof performanceCheckingsApi.update_checking>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  list = sampleCheckingList([
    sampleChecking({ perfListId: 3, name: 'DLV-Bestenliste', status: 1 }),
    sampleChecking({ perfListId: 4, name: 'Hessenliste', regionalRestrictionName: 'Hessischer LV', status: 0 }),
    sampleChecking({ perfListId: 5, name: 'Kreisliste', regionalRestrictionName: 'Kreis Darmstadt', status: 2 }),
  ]);
  lists = answer(performanceCheckingsApi.get_checkings, () => list);
  toggles = answer(performanceCheckingsApi.update_checking, ({ body }) => {
    const checking = list.entities.find((c) => c.perfListId === body.perfListId)!;
    return { ...checking, status: body.status === 0 ? 1 : 0 };
  });
});

const render = (entries: string[] = ['/performance', '/7/checking']) => renderPages(entries, { performancechecking: <CheckingListPage /> });
const rowOf = (id: number) => screen.getByRole('table', { name: 'Prüfungen der Leistung' }).querySelector(`[data-row-id="${id}"]`) as HTMLElement;

describe('CheckingListPage', { timeout: 30_000 }, () => {
  it('names the performance in the title and colours each list’s status', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Prüfungen: 100m M 10.52 – Max Muster' })).toBeTruthy();
    expect(lists[0].params).toEqual({ perfId: '7' });
    const chip = (id: number) => rowOf(id).querySelector('[data-status]')!;
    expect([chip(3).getAttribute('data-colour'), chip(4).getAttribute('data-colour'), chip(5).getAttribute('data-colour')]).toEqual(['success', 'error', 'default']);
    expect(within(rowOf(3)).getByText('Gesamter Verband')).toBeTruthy();
    expect(within(rowOf(4)).getByText('Hessischer LV')).toBeTruthy();
    expect(within(rowOf(4)).getByText('Abgelehnt')).toBeTruthy();
  });

  it('toggles a list’s rejection through its link with the status as read', async () => {
    render();
    await screen.findByText('Hessenliste');
    fireEvent.click(screen.getByRole('button', { name: 'Wiederherstellen: Hessenliste' }));
    await waitFor(() => expect(toggles.map((c) => c.body)).toEqual([{ status: 0, perfId: 7, perfListId: 4 }]));
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen: Kreisliste' }));
    await waitFor(() => expect(toggles.map((c) => c.body)).toEqual([{ status: 0, perfId: 7, perfListId: 4 }, { status: 2, perfId: 7, perfListId: 5 }]));
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
  });

  it('pages 10 rows at first and at most 50', async () => {
    list = sampleCheckingList(Array.from({ length: 12 }, (_, i) => sampleChecking({ perfListId: 10 + i, name: `Liste ${i + 1}` })));
    render();
    await screen.findByText('Liste 10');
    expect(screen.queryByText('Liste 11')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Zeilen pro Seite/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(sizes).toEqual(['10', '25', '50']);
  });

  it('offers a new checking with the list’s link, and goes back in the history', async () => {
    const { router } = render();
    const create = (await screen.findByRole('button', { name: 'Neue Prüfung' })) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.click(create);
    expect(router.state.location.pathname).toBe('/7/newchecking');
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/performance'));
  });

  it('keeps new checkings disabled when the performance counts for no list', async () => {
    list = sampleCheckingList([]);
    render();
    expect(await screen.findByText('Die Leistung zählt für keine Bestenliste.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Neue Prüfung' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says once that a performance is not there, with no list to add to', async () => {
    refuse(performanceCheckingsApi.get_checkings, 404);
    render();
    expect(await screen.findByText(i18n.t('statistics.checkings.list.notFound'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('http.404'))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neue Prüfung' })).toBeNull();
  });
});
