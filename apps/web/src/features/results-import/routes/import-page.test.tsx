import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultImportsApi, type ImportRow, type ResultImport } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { athlete, linkTo, pageOf, renderRoute, sampleImport, sampleRow } from '../components/import-test-support';
import { ImportPage } from './import-page';

let current: ResultImport;
/** What get_import answers one after the other while a commit runs; the last one stays. */
let polls: ResultImport[];
let rows: ImportRow[];
let imports: Received<typeof resultImportsApi.get_import>[];
let rowLists: Received<typeof resultImportsApi.get_import_rows>[];
let resolved: Received<typeof resultImportsApi.resolve_row>[];
/** The actions on the import the server received, in their order. */
let actions: string[];

const resolveLink = linkTo(resultImportsApi.resolve_row, { id: 3, line: 5 });
const twoCandidates = [athlete({ id: 70 }), athlete({ id: 71, firstName: 'Max', yearOfBirth: 1999, club: 'TV Kalbach', athleteCode: null })];
const undone = () => sampleImport({ state: 'undone', stateLocalized: 'Rückgängig gemacht', links: [] });

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  current = sampleImport();
  polls = [];
  actions = [];
  rows = [
    sampleRow(),
    sampleRow({
      line: 5,
      status: 'warning',
      messages: ['Kein Wind angegeben'],
      athlete: { lastName: 'Muster', firstName: 'Max', yearOfBirth: null, gender: 0, club: null, nation: null, athleteCode: null },
      eventName: '200 m',
      mark: '21.90',
      wind: 1.2,
      matchedAthlete: null,
      candidates: twoCandidates,
      links: [resolveLink],
    }),
  ];
  imports = answer(resultImportsApi.get_import, () => {
    if (current.state === 'committing' && polls.length > 0) current = polls.length > 1 ? polls.shift()! : polls[0];
    return current;
  });
  rowLists = answer(resultImportsApi.get_import_rows, () => pageOf(rows));
  answer(resultImportsApi.commit_import, () => {
    actions.push('commit_import');
    return (current = sampleImport({ state: 'committing', stateLocalized: 'Wird übernommen', progress: 0, links: [] }));
  });
  answer(resultImportsApi.undo_import, () => {
    actions.push('undo_import');
    return (current = undone());
  });
  answer(resultImportsApi.discard_import, () => {
    actions.push('discard_import');
    return (current = sampleImport({ state: 'discarded', stateLocalized: 'Verworfen', links: [] }));
  });
  resolved = answer(resultImportsApi.resolve_row, () => current);
});
afterEach(() => {
  vi.useRealTimers();
});

const render = () => renderRoute('import', '/imports/3', <ImportPage />);
const rowsTable = () => screen.findByRole('table', { name: 'Zeilen des Imports' });

describe('ImportPage', { timeout: 30_000 }, () => {
  it('shows file, competition, state, the row counts and what the commit does, and the rows', async () => {
    render();
    await screen.findByText('hallen-hm-2026.xlsx');
    expect(imports[0].params).toEqual({ id: '3' });
    expect(screen.getByText('Hessische Hallenmeisterschaften (07.02.2026 – 08.02.2026)')).toBeTruthy();
    expect(screen.getByText('Vorschau')).toBeTruthy();
    for (const chip of ['OK: 118', 'Warnungen: 4', 'Fehler: 2', 'Neu: 110', 'Geändert: 6', 'Unverändert: 2', 'Entfernt: 1']) expect(screen.getByText(chip)).toBeTruthy();
    const table = await rowsTable();
    const warned = (await within(table).findByText('Kein Wind angegeben')).closest('tr')!;
    expect(within(warned).getByRole('img', { name: 'Warnung' })).toBeTruthy();
    expect(within(warned).getByText('21.90')).toBeTruthy();
    expect(within(warned).getByText('+1.2')).toBeTruthy();
    expect(within(warned).getByText('Neu anlegen')).toBeTruthy();
    expect(within(warned).getByText('Bitte wählen (2 Treffer)')).toBeTruthy();
    const matched = within(table).getByText('Muster, Max (2001, LG Bergstraße)').closest('tr')!;
    expect(within(matched).getByRole('img', { name: 'OK' })).toBeTruthy();
    expect(within(matched).getByText('HE-123456')).toBeTruthy();
    expect(within(matched).queryByRole('button', { name: /Athlet wählen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rückgängig machen' })).toBeNull();
  });

  it('asks for the rows of the chosen filter from its first page', async () => {
    render();
    await rowsTable();
    expect(rowLists[0]).toEqual({ params: { id: '3' }, query: { pageNumber: '1', pageSize: '10' }, body: undefined });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Zeilen' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Athlet zu wählen' }));
    await waitFor(() => expect(rowLists.at(-1)).toEqual({ params: { id: '3' }, query: { pageNumber: '1', pageSize: '10', filter: 'candidates' }, body: undefined }));
  });

  it('commits, shows the progress while the commit runs, then the success and the undo button', async () => {
    polls = [
      sampleImport({ state: 'committing', stateLocalized: 'Wird übernommen', progress: 40, links: [] }),
      sampleImport({ state: 'committing', stateLocalized: 'Wird übernommen', progress: 80, links: [] }),
      sampleImport({ state: 'done', stateLocalized: 'Übernommen', progress: 100, committedAt: '2026-02-09T09:00:00.000Z', links: [linkTo(resultImportsApi.undo_import, { id: 3 })] }),
    ];
    // Every timer of the page under the test's clock, so that "no further poll" can be seen without waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(actions).toEqual(['commit_import']));
    const bar = await screen.findByRole('progressbar', { name: 'Fortschritt der Übernahme' });
    expect(screen.queryByRole('button', { name: 'Übernehmen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verwerfen' })).toBeNull();
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Fortschritt der Übernahme' }).getAttribute('aria-valuenow')).toBe('80'));
    expect(screen.getByText('Die Ergebnisse werden übernommen: 80 %')).toBeTruthy();
    expect(await screen.findByText('Die Ergebnisse wurden übernommen.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Fortschritt der Übernahme' })).toBeNull();
    // Once done the page stops asking.
    const asked = imports.length;
    act(() => vi.advanceTimersByTime(5_000));
    expect(imports.length).toBe(asked);

    fireEvent.click(screen.getByRole('button', { name: 'Rückgängig machen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import rückgängig machen' });
    expect(actions.length).toBe(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rückgängig machen' }));
    await waitFor(() => expect(actions).toEqual(['commit_import', 'undo_import']));
    expect(await screen.findByText('Dieser Import wurde rückgängig gemacht.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rückgängig machen' })).toBeNull());
  });

  it('discards only after the confirmation', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import verwerfen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actions).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Verwerfen' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Import verwerfen' })).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(actions).toEqual(['discard_import']));
    expect(await screen.findByText('Dieser Import wurde verworfen.')).toBeTruthy();
  });

  it('offers no action whose link the import does not carry', async () => {
    current = sampleImport({ links: [] });
    render();
    await screen.findByText('hallen-hm-2026.xlsx');
    for (const name of ['Übernehmen', 'Verwerfen', 'Rückgängig machen']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('lets the statistician choose among the candidates and sends the chosen athlete, or none for a new one', async () => {
    render();
    const table = await rowsTable();
    fireEvent.click(await within(table).findByRole('button', { name: 'Athlet wählen: Muster, Max' }));
    const dialog = await screen.findByRole('dialog', { name: 'Athlet wählen' });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices).toHaveLength(3);
    expect(within(dialog).getByText('2001 · LG Bergstraße · Startpass HE-123456')).toBeTruthy();
    expect(within(dialog).getByText('1999 · TV Kalbach')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Auswählen' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const rowCalls = rowLists.length;
    fireEvent.click(within(dialog).getByRole('radio', { name: /1999 · TV Kalbach/ }));
    fireEvent.click(confirm);
    await waitFor(() => expect(resolved).toEqual([{ params: { id: '3', line: '5' }, query: {}, body: { athleteId: 71 } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Die Zuordnung wurde gespeichert.')).toBeTruthy();
    // The rows are asked again, so the row shows whom it is taken for now.
    await waitFor(() => expect(rowLists.length).toBeGreaterThan(rowCalls));

    fireEvent.click(within(table).getByRole('button', { name: 'Athlet wählen: Muster, Max' }));
    const again = await screen.findByRole('dialog', { name: 'Athlet wählen' });
    fireEvent.click(within(again).getByRole('radio', { name: 'Neuer Athlet (wird beim Übernehmen angelegt)' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Auswählen' }));
    await waitFor(() => expect(resolved.at(-1)).toEqual({ params: { id: '3', line: '5' }, query: {}, body: { athleteId: null } }));
  });

  it('keeps the dialog open with the server’s reason when it refuses the choice', async () => {
    render();
    const table = await rowsTable();
    refuse(resultImportsApi.resolve_row, 422, { errors: { AthleteId: ['Diese Person steht für die Zeile nicht zur Wahl'] } }, { once: true });
    fireEvent.click(await within(table).findByRole('button', { name: 'Athlet wählen: Muster, Max' }));
    const dialog = await screen.findByRole('dialog', { name: 'Athlet wählen' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /1999 · TV Kalbach/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auswählen' }));
    expect(await within(dialog).findByText('Diese Person steht für die Zeile nicht zur Wahl')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Athlet wählen' })).toBeTruthy();
  });

  it('keeps the essentials on a phone: line with the status, class with the event, wind with the mark', async () => {
    // What a 375 px wide screen answers to the theme's `down('sm')` query.
    const narrow = (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false });
    vi.stubGlobal('matchMedia', narrow);
    try {
      render();
      const table = await rowsTable();
      const warned = (await within(table).findByText('Kein Wind angegeben')).closest('tr')!;
      expect(within(warned).getByText('Zeile 5')).toBeTruthy();
      expect(within(warned).getByText('200 m · M')).toBeTruthy();
      expect(within(warned).getByText('21.90 (+1.2)')).toBeTruthy();
      const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Aktionen', 'Status', 'Athlet laut Datei', 'Disziplin', 'Leistung', 'Aktion', 'Hinweise', 'Zugeordneter Athlet']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
