import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bestListsApi, statisticsDefinitionsApi, type CustomDefinition } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { renderPages, sampleBestList, sampleClasses, sampleDefinition, sampleEvents } from '../components/bestlist-test-support';
import { DefinitionsMatrixPage } from './definitions-matrix-page';

const pages = { customDefinitionsMatrix: <DefinitionsMatrixPage /> };
let definitions: CustomDefinition[];
let saved: Received<typeof bestListsApi.newcustomeventdefinitions>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  // Men and women in the 100 m, and the U18 shot put (not chosen in the URL below).
  definitions = [
    sampleDefinition({ id: 1, classId: 1, eventId: 10 }),
    sampleDefinition({ id: 2, classId: 2, eventId: 10 }),
    sampleDefinition({ id: 3, classId: 3, eventId: 20 }),
  ];
  answer(bestListsApi.get_by_id, () => sampleBestList());
  answer(bestListsApi.get_custom_defs, () => definitions);
  answer(statisticsDefinitionsApi.get_all_classes, () => sampleClasses);
  answer(statisticsDefinitionsApi.get_all_events, () => sampleEvents);
  saved = answer(bestListsApi.newcustomeventdefinitions, ({ body }) => body.map((c, i) => sampleDefinition({ id: 100 + i, classId: c.classId, eventId: c.eventId })));
});

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const state = (name: string) => (box(name).checked ? 'all' : box(name).getAttribute('data-indeterminate') === 'true' ? 'some' : 'none');
const path = '/customDefinitionsMatrix/7?classes=1,2&events=10,11';

describe('DefinitionsMatrixPage', { timeout: 30_000 }, () => {
  it('shows the chosen events as rows and classes as columns, ticked where the list has definitions', async () => {
    renderPages(path, pages);
    await screen.findByRole('checkbox', { name: 'Männer in 100 m' });
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Wettbewerb / Klasse', 'Alle', 'Männer', 'Frauen']);
    expect(box('Männer in 100 m').checked).toBe(true);
    expect(box('Frauen in 100 m').checked).toBe(true);
    expect(box('Männer in Weitsprung').checked).toBe(false);
    expect(state('Alle Klassen in 100 m')).toBe('all');
    expect(state('Alle Klassen in Weitsprung')).toBe('none');
    expect(state('Alle Wettbewerbe für Männer')).toBe('some');
    expect(state('Alle Kombinationen')).toBe('some');
  });

  it('clears a partly ticked line with its all box, and fills an empty one', async () => {
    renderPages(path, pages);
    await screen.findByRole('checkbox', { name: 'Männer in 100 m' });
    fireEvent.click(box('Alle Wettbewerbe für Frauen'));
    expect(box('Frauen in 100 m').checked).toBe(false);
    expect(state('Alle Wettbewerbe für Frauen')).toBe('none');
    expect(state('Alle Klassen in 100 m')).toBe('some');
    fireEvent.click(box('Alle Wettbewerbe für Frauen'));
    expect(box('Frauen in 100 m').checked).toBe(true);
    expect(box('Frauen in Weitsprung').checked).toBe(true);
    fireEvent.click(box('Alle Klassen in Weitsprung'));
    expect(box('Frauen in Weitsprung').checked).toBe(false);
    expect(box('Männer in Weitsprung').checked).toBe(false);
  });

  it('marks the grid and sends nothing when saved with no cell ticked', async () => {
    const { router } = renderPages(path, pages);
    await screen.findByRole('checkbox', { name: 'Männer in 100 m' });
    fireEvent.click(box('Alle Kombinationen'));
    expect(state('Alle Kombinationen')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens eine Kombination aus Disziplin und Klasse')).toBeTruthy();
    expect(screen.getByRole('table').closest('[aria-invalid]')?.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/customDefinitionsMatrix/7');
  });

  it('saves exactly the ticked cells and moves on to the values', async () => {
    const { router } = renderPages(path, pages);
    await screen.findByRole('checkbox', { name: 'Männer in 100 m' });
    fireEvent.click(box('Männer in 100 m'));
    fireEvent.click(box('Frauen in Weitsprung'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customDefinitionsValues/7'));
    const body = saved[0].body;
    expect(body).toEqual([
      { eventId: 10, classId: 2, performanceListId: 7 },
      { eventId: 11, classId: 2, performanceListId: 7 },
    ]);
  });

  it('goes back to step 1 with the selection', async () => {
    const { router } = renderPages(path, pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customDefinitions/7'));
    expect(router.state.location.search).toBe('?classes=1%2C2&events=10%2C11');
  });

  it('without a selection in the URL shows the classes and events of the definitions', async () => {
    renderPages('/customDefinitionsMatrix/7', pages);
    await screen.findByRole('checkbox', { name: 'Männliche Jugend U18 in Kugelstoß' });
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Wettbewerb / Klasse', 'Alle', 'Männer', 'Frauen', 'Männliche Jugend U18']);
    expect(box('Männliche Jugend U18 in Kugelstoß').checked).toBe(true);
    expect(box('Männer in Kugelstoß').checked).toBe(false);
  });
});
