import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualBestlistsApi, statisticsDefinitionsApi, type ManualBestlist } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { renderPages, sampleClasses, sampleList } from '../components/manual-test-support';
import { ManualBestlistFormPage } from './manual-bestlist-form-page';

const pages = { newmanualbestlist: <ManualBestlistFormPage />, updatemanualbestlist: <ManualBestlistFormPage /> };
let item: ManualBestlist;
let created: Received<typeof manualBestlistsApi.new>[];
let updated: Received<typeof manualBestlistsApi.update>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  item = sampleList();
  answer(manualBestlistsApi.get_by_id, () => item);
  answer(statisticsDefinitionsApi.get_all_classes, () => sampleClasses);
  created = answer(manualBestlistsApi.new, () => sampleList({ id: 9 }));
  updated = answer(manualBestlistsApi.update, () => item);
});

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const numberField = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
async function choose(name: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${name}`) }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('ManualBestlistFormPage', { timeout: 30_000 }, () => {
  it('fills ages and gender from the chosen class and creates the list; the year “All” goes out as null', async () => {
    const { router } = renderPages('/newmanualbestlist', pages);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Ewige Bestenliste U20' } });
    fireEvent.change(textbox('Kürzel'), { target: { value: 'EBLU20' } });
    expect(textbox('Kürzel').maxLength).toBe(6);
    await choose('Klasse', 'Weibliche Jugend U20');
    await waitFor(() => expect(numberField('Startalter').value).toBe('18'));
    expect(numberField('Endalter').value).toBe('19');
    expect(screen.getByRole('combobox', { name: /^Geschlecht/ }).textContent).toBe('weiblich');
    expect(screen.getByRole('combobox', { name: /^Jahr/ }).textContent).toBe('Alle');
    await choose('Halle/Freiluft', 'Halle und Freiluft');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manualbestlists'));
    expect(created.map((c) => c.body)).toEqual([{ name: 'Ewige Bestenliste U20', code: 'EBLU20', nationalClassShort: 'WU20', startAge: 18, endAge: 19, gender: 1, year: null, eventEnvironment: 2 }]);
    expect(router.state.location.state).toEqual({ success: 'manualBestlists.form.created' });
  });

  it.each([
    ['2026-10-31T12:00:00', 2026],
    // From 1 November the next year's indoor season has begun.
    ['2026-11-01T12:00:00', 2027],
  ])('offers “All” and the last 100 years (on %s up to %i)', async (day, latest) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(day));
    try {
      renderPages('/newmanualbestlist', pages);
      await screen.findByRole('textbox', { name: /^Name/ });
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Jahr/ }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
      expect(options).toHaveLength(102);
      expect([options[0], options[1], options.at(-1)]).toEqual(['Alle', String(latest), String(latest - 100)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names every missing field and sends nothing', async () => {
    renderPages('/newmanualbestlist', pages);
    await screen.findByRole('textbox', { name: /^Name/ });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Bitte geben Sie einen Namen ein')).toBeTruthy();
    expect(screen.getByText(i18n.t('validation.errorCodeRequired'))).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie eine Klasse')).toBeTruthy();
    expect(screen.getAllByText('Bitte geben Sie ein Alter als ganze Zahl zwischen 0 und 150 ein')).toHaveLength(2);
    expect(screen.getByText('Bitte wählen Sie Halle oder Freiluft')).toBeTruthy();
    expect(created).toHaveLength(0);
  });

  it('changes a stored list through its update link and shows the server’s field messages', async () => {
    item = sampleList({ year: 1988, name: 'Bestenliste 1988' });
    const refused = refuse(manualBestlistsApi.update, 422, { errors: { Year: ['Die Bestenliste enthält Leistungen aus anderen Jahren'] } }, { once: true });
    const { router } = renderPages('/updatemanualbestlist/7', pages);
    await waitFor(() => expect(textbox('Name').value).toBe('Bestenliste 1988'));
    expect(screen.getByRole('combobox', { name: /^Klasse/ }).textContent).toBe('Frauen');
    expect(numberField('Startalter').value).toBe('20');
    await choose('Jahr', '1987');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Bestenliste enthält Leistungen aus anderen Jahren')).toBeTruthy();
    expect(refused.map((c) => [c.params, c.body?.year])).toEqual([[{ id: '7' }, 1987]]);
    await choose('Jahr', 'Alle');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manualbestlists'));
    expect(updated.map((c) => c.body?.year)).toEqual([null]);
  });
});
