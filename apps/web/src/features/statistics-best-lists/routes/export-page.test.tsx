import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bestListsApi, type BestList } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { linkTo, renderPages, sampleBestList } from '../components/bestlist-test-support';
import { ExportPage } from './export-page';

const pages = { exportbestlist: <ExportPage /> };
let item: BestList;
let startExport: Received<typeof bestListsApi.startexport>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  item = sampleBestList();
  answer(bestListsApi.get_by_id, () => item);
  startExport = answer(bestListsApi.startexport, () => ({ message: 'Der Export wird erstellt und per E-Mail an a@b.de gesendet.', queued: true }));
});

const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLElement;

describe('ExportPage', { timeout: 30_000 }, () => {
  it('starts with the user e-mail, 30 rows, the current year, indoor and no foreigners', async () => {
    renderPages('/exportbestlist/7', pages);
    const mail = (await screen.findByRole('textbox', { name: 'E-Mail' })) as HTMLInputElement;
    expect(mail.value).toBe('statistician@example.org');
    expect((screen.getByRole('spinbutton', { name: 'Anzahl je Wettbewerb und Klasse' }) as HTMLInputElement).value).toBe('30');
    expect(combobox('Jahr').textContent).toBe(String(new Date().getFullYear()));
    expect(combobox('Halle / Freiluft').textContent).toBe('Halle');
    expect(combobox('Ausländer').textContent).toBe('Keine Ausländer');
    expect(screen.getByText(/Der Export wird per E-Mail versendet.*12 Stunden.*Spam-Ordner/)).toBeTruthy();
    fireEvent.mouseDown(combobox('Jahr'));
    const years = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(years).toHaveLength(101);
    expect(years.at(-1)!.textContent).toBe(String(new Date().getFullYear() - 100));
  });

  it('exports through the list link with the chosen values and shows the server text', async () => {
    renderPages('/exportbestlist/7', pages);
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-Mail' }), { target: { value: 'a@b.de' } });
    fireEvent.mouseDown(combobox('Ausländer'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Nur Ausländer' }));
    fireEvent.mouseDown(combobox('Halle / Freiluft'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Halle und Freiluft' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    expect((await screen.findByRole('status')).textContent).toContain('Der Export wird erstellt und per E-Mail an a@b.de gesendet.');
    expect(startExport).toEqual([{ params: { id: '7' }, query: { mail: 'a@b.de', pageSize: '30', year: String(new Date().getFullYear()), envi: '2', foreigners: '2' }, body: undefined }]);
  });

  it('shows the server error text in an error alert', async () => {
    refuse(bestListsApi.startexport, 404);
    renderPages('/exportbestlist/7', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Exportieren' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Angeforderte Daten nicht gefunden');
  });

  it('checks the e-mail and page size before sending', async () => {
    renderPages('/exportbestlist/7', pages);
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-Mail' }), { target: { value: 'keine-adresse' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Anzahl je Wettbewerb und Klasse' }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    expect(await screen.findByText('Ungültige E-Mail-Adresse')).toBeTruthy();
    expect(screen.getByText('Ungültiger Wert')).toBeTruthy();
    expect(startExport).toHaveLength(0);
  });

  it('keeps export disabled without the list link', async () => {
    item = sampleBestList({ links: [linkTo(bestListsApi.get_by_id, { id: 7 })] });
    renderPages('/exportbestlist/7', pages);
    await screen.findByRole('textbox', { name: 'E-Mail' });
    expect((screen.getByRole('button', { name: 'Exportieren' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
