import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bestListsApi, statisticsDefinitionsApi, type CustomDefinition } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { renderPages, sampleBestList, sampleClasses, sampleDefinition, sampleEvents } from '../components/bestlist-test-support';
import { DefinitionsValuesPage } from './definitions-values-page';

const pages = { customDefinitionsValues: <DefinitionsValuesPage /> };
let definitions: CustomDefinition[];
let saved: Received<typeof bestListsApi.updatecustomdefs>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  definitions = [
    sampleDefinition({ id: 3, classId: 3, eventId: 20, heightWeight: 5, startAge: 16, endAge: 17 }),
    sampleDefinition({ id: 2, classId: 1, eventId: 11 }),
    sampleDefinition({ id: 1, classId: 1, eventId: 10 }),
  ];
  answer(bestListsApi.get_by_id, () => sampleBestList());
  answer(bestListsApi.get_custom_defs, () => definitions);
  answer(statisticsDefinitionsApi.get_all_classes, () => sampleClasses);
  answer(statisticsDefinitionsApi.get_all_events, () => sampleEvents);
  saved = answer(bestListsApi.updatecustomdefs, () => definitions);
});

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const openPanel = async (name: string) => fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
const saveBody = () => saved[0].body;

describe('DefinitionsValuesPage', { timeout: 30_000 }, () => {
  it('shows one panel per class in the classes’ order, with the event rows in theirs', async () => {
    renderPages('/customDefinitionsValues/7', pages);
    await screen.findByRole('button', { name: /^Männer/ });
    const panels = screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent);
    expect(panels).toEqual(['Männer2 Wettbewerbe', 'Männliche Jugend U181 Wettbewerb']);
    await openPanel('Männer');
    const rows = within(screen.getByRole('table', { name: 'Bedingungen von Männer' })).getAllByRole('rowheader').map((r) => r.textContent);
    expect(rows).toEqual(['100 m', 'Weitsprung']);
    expect((screen.getByRole('switch', { name: 'Wind: 100 m, Männer' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Halle / Freiluft: 100 m, Männer' }) as HTMLSelectElement).value).toBe('1');
  });

  it('sets the age for all events of a class only with valid ages', async () => {
    renderPages('/customDefinitionsValues/7', pages);
    await openPanel('Männer');
    const start = screen.getByRole('spinbutton', { name: 'Alter von für alle Wettbewerbe von Männer' });
    const end = screen.getByRole('spinbutton', { name: 'Alter bis für alle Wettbewerbe von Männer' });
    const apply = screen.getByRole('button', { name: 'Für alle setzen' });
    fireEvent.change(start, { target: { value: '20' } });
    fireEvent.change(end, { target: { value: '19' } });
    fireEvent.click(apply);
    expect(await screen.findByText('Ungültige Eingabe')).toBeTruthy();
    expect(input('Alter von: 100 m, Männer').value).toBe('0');
    fireEvent.change(start, { target: { value: '0' } });
    fireEvent.change(end, { target: { value: '19' } });
    fireEvent.click(apply);
    expect(screen.getByText('Ungültige Eingabe')).toBeTruthy();
    fireEvent.change(start, { target: { value: '18' } });
    fireEvent.click(apply);
    await waitFor(() => expect(screen.queryByText('Ungültige Eingabe')).toBeNull());
    expect(input('Alter von: 100 m, Männer').value).toBe('18');
    expect(input('Alter bis: Weitsprung, Männer').value).toBe('19');
  });

  it('saves every row and returns to the form', async () => {
    const { router } = renderPages('/customDefinitionsValues/7', pages);
    await openPanel('Männer');
    fireEvent.click(screen.getByRole('switch', { name: 'Handzeit erlaubt: 100 m, Männer' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Halle / Freiluft: Weitsprung, Männer' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updatebestlist/7'));
    expect(router.state.location.state).toEqual({ success: 'statistics.bestlists.values.saved' });
    expect(saveBody()).toEqual([
      { id: 3, startAge: 16, endAge: 17, heightWeight: 5, wind: false, handTimeAllowed: false, environment: 1 },
      { id: 2, startAge: 0, endAge: 0, heightWeight: null, wind: true, handTimeAllowed: false, environment: 2 },
      { id: 1, startAge: 0, endAge: 0, heightWeight: null, wind: true, handTimeAllowed: false, environment: 1 },
    ]);
  });

  it('marks invalid rows, opens their class and sends nothing', async () => {
    renderPages('/customDefinitionsValues/7', pages);
    await openPanel('Männliche Jugend U18');
    fireEvent.change(input('Alter bis: Kugelstoß, Männliche Jugend U18'), { target: { value: '15' } });
    fireEvent.change(input('Gewicht / Höhe: Kugelstoß, Männliche Jugend U18'), { target: { value: 'schwer' } });
    fireEvent.click(screen.getByRole('button', { name: /^Männliche Jugend U18/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText(/Einige Eingaben sind ungültig/)).toBeTruthy();
    expect(screen.getByText('Das Endalter darf nicht kleiner als das Startalter sein (0 = ohne Grenze)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Männliche Jugend U18/ }).getAttribute('aria-expanded')).toBe('true');
    expect(saved).toHaveLength(0);
  });

  it('goes back to the matrix', async () => {
    const { router } = renderPages('/customDefinitionsValues/7', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customDefinitionsMatrix/7'));
  });
});
