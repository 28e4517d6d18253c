import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { performanceCompetitionsApi, resultImportsApi } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { renderRoute, sampleImport } from '../components/import-test-support';
import { NewImportPage } from './new-import-page';

let sent: Received<typeof resultImportsApi.new_import>[];

const options = [
  { value: 7, text: 'Hessische Hallenmeisterschaften (Frankfurt, 07.02.2026)', name: 'Hessische Hallenmeisterschaften', town: 'Frankfurt', dateFrom: '2026-02-07', dateTo: '2026-02-08', environment: 0 },
  { value: 8, text: 'Pfingstsportfest (Rehlingen, 24.05.2026)', name: 'Pfingstsportfest', town: 'Rehlingen', dateFrom: '2026-05-24', dateTo: '2026-05-24', environment: 1 },
];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  answer(performanceCompetitionsApi.get_competition_options, () => options);
  sent = answer(resultImportsApi.new_import, () => sampleImport({ id: 9 }));
});

const render = () => renderRoute('newimport', '/newimport', <NewImportPage />);
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const sheet = (name = 'hallen-hm-2026.xlsx') => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
/** The multipart bodies sent, in their order; a file part as `file:` and its name. */
const uploads = () => sent.map((c) => [...c.body!.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));

async function chooseFile(file: File) {
  fireEvent.change(await screen.findByLabelText('Datei auswählen'), { target: { files: [file] } });
}

describe('NewImportPage', { timeout: 30_000 }, () => {
  it('uploads the file for an existing competition, the competition before the file, and opens the import', async () => {
    const { router } = render();
    await chooseFile(sheet());
    expect(screen.getByText('hallen-hm-2026.xlsx')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: /^Wettkampf/ });
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Hessische Hallenmeisterschaften (Frankfurt, 07.02.2026)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hochladen und prüfen' }));
    await waitFor(() => expect(uploads()).toEqual([[['competitionId', '7'], ['file', 'file:hallen-hm-2026.xlsx']]]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imports/9'));
  });

  it('uploads the fields of a new competition, Germany and indoor from a February start by default', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await chooseFile(sheet('kreismeisterschaften.csv'));
    fireEvent.click(screen.getByRole('radio', { name: 'Neuer Wettkampf' }));
    await user.type(field('name'), 'Kreismeisterschaften Halle');
    fireEvent.change(field('dateFrom'), { target: { value: '14.02.2026' } });
    await waitFor(() => expect(field('dateTo').value).toBe('14.02.2026'));
    await user.type(field('town'), 'Kassel');
    fireEvent.click(screen.getByRole('button', { name: 'Hochladen und prüfen' }));
    await waitFor(() =>
      expect(uploads()).toEqual([
        [
          ['name', 'Kreismeisterschaften Halle'],
          ['dateFrom', '2026-02-14'],
          ['dateTo', '2026-02-14'],
          ['town', 'Kassel'],
          ['nation', 'GER'],
          ['environment', '0'],
          ['file', 'file:kreismeisterschaften.csv'],
        ],
      ]),
    );
  });

  it('sends nothing without a file of the accepted types or without a competition', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Hochladen und prüfen' }));
    expect(await screen.findByText('Bitte wählen Sie eine Datei aus')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie einen Wettkampf')).toBeTruthy();
    await chooseFile(new File(['%PDF'], 'ergebnisse.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Bitte wählen Sie eine XLSX- oder CSV-Datei')).toBeTruthy();
    expect(uploads()).toEqual([]);
  });

  it('shows what the server expected of the file under the file', async () => {
    refuse(resultImportsApi.new_import, 422, { errors: { File: ['In der Kopfzeile fehlen die Spalten: Leistung'] } });
    const { router } = render();
    await chooseFile(sheet());
    const input = screen.getByRole('combobox', { name: /^Wettkampf/ });
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Pfingstsportfest (Rehlingen, 24.05.2026)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hochladen und prüfen' }));
    expect(await screen.findByText('In der Kopfzeile fehlen die Spalten: Leistung')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/newimport');
  });
});
