import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bestListsApi, statisticsDefinitionsApi, type CustomDefinition } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer } from '../../../testing/api-handlers';
import { renderPages, sampleBestList, sampleClasses, sampleDefinition, sampleEvents } from '../components/bestlist-test-support';
import { DefinitionsSelectPage } from './definitions-select-page';

const pages = { customDefinitions: <DefinitionsSelectPage /> };
let definitions: CustomDefinition[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  definitions = [sampleDefinition({ id: 1, classId: 1, eventId: 10 }), sampleDefinition({ id: 2, classId: 2, eventId: 10 })];
  answer(bestListsApi.get_by_id, () => sampleBestList());
  answer(bestListsApi.get_custom_defs, () => definitions);
  answer(statisticsDefinitionsApi.get_all_classes, () => sampleClasses);
  answer(statisticsDefinitionsApi.get_all_events, () => sampleEvents);
});

const chips = (label: string) => {
  const input = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  return within(input.closest('.MuiAutocomplete-root') as HTMLElement)
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .filter((text) => text);
};

describe('DefinitionsSelectPage', { timeout: 30_000 }, () => {
  it('preselects the classes and events of the definitions, offered by their order', async () => {
    renderPages('/customDefinitions/7', pages);
    await screen.findByText('Hessen Bestenliste');
    expect(chips('Klassen')).toEqual(['Männer', 'Frauen']);
    expect(chips('Wettbewerbe')).toEqual(['100 m']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Wettbewerbe/ }));
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(['Weitsprung', 'Kugelstoß']);
  });

  it('takes the selection brought back in the URL over the definitions', async () => {
    renderPages('/customDefinitions/7?classes=3&events=11,20', pages);
    await screen.findByText('Hessen Bestenliste');
    expect(chips('Klassen')).toEqual(['Männliche Jugend U18']);
    expect(chips('Wettbewerbe')).toEqual(['Weitsprung', 'Kugelstoß']);
  });

  it('chooses events only after classes, and needs both to go on', async () => {
    definitions = [];
    const { router } = renderPages('/customDefinitions/7', pages);
    await screen.findByText('Hessen Bestenliste');
    expect((screen.getByRole('combobox', { name: /^Wettbewerbe/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    expect(await screen.findByText('Bitte wählen Sie eine Klasse')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie eine Disziplin')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customDefinitions/7');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Klassen/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Frauen' }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: /^Klassen/ }), { key: 'Escape' });
    const events = screen.getByRole('combobox', { name: /^Wettbewerbe/ }) as HTMLInputElement;
    await waitFor(() => expect(events.disabled).toBe(false));
    fireEvent.mouseDown(events);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Weitsprung' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customDefinitionsMatrix/7'));
    expect(router.state.location.search).toBe('?classes=2&events=11');
  });

  it('returns to the form with back and with abort', async () => {
    const { router } = renderPages('/customDefinitions/7', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Abbrechen ohne Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updatebestlist/7'));
    await router.navigate('/customDefinitions/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updatebestlist/7'));
  });
});
