import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultImportsApi, type ResultImport } from '@portal/domain';
import { api } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { answer, offer, withdraw, type Received } from '../../../testing/api-handlers';
import { pageOf, renderRoute, sampleImport } from '../components/import-test-support';
import { ImportListPage } from './import-list-page';

let imports: ResultImport[];
let lists: Received<typeof resultImportsApi.get_imports>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  imports = [
    sampleImport(),
    sampleImport({
      id: 4,
      fileName: 'pfingstsportfest.csv',
      state: 'done',
      stateLocalized: 'Übernommen',
      competitionId: null,
      competitionName: 'Pfingstsportfest',
      competitionDateFrom: '2026-05-24',
      competitionDateTo: '2026-05-24',
      newCompetition: true,
      counts: { ok: 40, warnings: 0, errors: 0 },
      userName: 'Otto Ober',
      links: [],
    }),
  ];
  lists = answer(resultImportsApi.get_imports, () => pageOf(imports));
  offer(resultImportsApi.new_import, resultImportsApi.import_template);
});

const render = () => renderRoute('imports', '/imports', <ImportListPage />);
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;

describe('ImportListPage', { timeout: 30_000 }, () => {
  it('lists the imports with file, competition and days, state, row counts and who imported', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Liste der Ergebnisimporte' });
    await within(table).findByText('hallen-hm-2026.xlsx');
    expect(lists[0].query).toEqual({ pageNumber: '1', pageSize: '10' });
    const first = rowOf(3);
    expect(within(first).getByText('Hessische Hallenmeisterschaften')).toBeTruthy();
    expect(within(first).getByText('07.02.2026 – 08.02.2026')).toBeTruthy();
    expect(within(first).getByText('Vorschau')).toBeTruthy();
    expect(within(first).getByText('OK: 118')).toBeTruthy();
    expect(within(first).getByText('Warnungen: 4')).toBeTruthy();
    expect(within(first).getByText('Fehler: 2')).toBeTruthy();
    expect(within(first).getByText('Stefanie Zahl')).toBeTruthy();
    const second = rowOf(4);
    expect(within(second).getByText('24.05.2026 · neuer Wettkampf')).toBeTruthy();
    expect(within(second).getByText('Übernommen')).toBeTruthy();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Aktionen', 'Datei', 'Wettkampf', 'Status', 'Zeilen', 'Importiert von', 'Importiert']);
  });

  it('opens an import from its file name and from its open button', async () => {
    const { router } = render();
    fireEvent.click(await screen.findByRole('link', { name: 'pfingstsportfest.csv' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imports/4'));
    await router.navigate('/imports');
    fireEvent.click(await screen.findByRole('button', { name: 'hallen-hm-2026.xlsx öffnen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imports/3'));
  });

  it('starts a new import and offers the template when the catalogue offers them', async () => {
    const { router, unmount } = render();
    const button = await screen.findByRole('button', { name: 'Neuer Import' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Vorlage herunterladen' })).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/newimport'));
    unmount();
    // A statistician whose catalogue offers neither, on the next visit.
    withdraw(resultImportsApi.new_import, resultImportsApi.import_template);
    api.reset();
    render();
    await screen.findByText('hallen-hm-2026.xlsx');
    expect((screen.getByRole('button', { name: 'Neuer Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Vorlage herunterladen' })).toBeNull();
  });
});
