import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualBestlistsApi, type ManualBestlist, type ManualPerformance } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { renderPages, sampleEvents, sampleList, samplePerformance } from '../components/manual-test-support';
import { ManualPerformanceFormPage } from './manual-performance-form-page';

const pages = { newmanualbestlistperformance: <ManualPerformanceFormPage />, updatemanualbestlistperformance: <ManualPerformanceFormPage /> };
let list: ManualBestlist;
let stored: ManualPerformance;
let created: Received<typeof manualBestlistsApi.new_manual_performance>[];
let updated: Received<typeof manualBestlistsApi.update_manual_performance>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  list = sampleList();
  stored = samplePerformance({ formatedValue: '10.9*', handtime: true, windSpeed: 0.6, dayOfBirth: 21, monthOfBirth: 3 });
  answer(manualBestlistsApi.get_by_id, () => list);
  answer(manualBestlistsApi.get_manual_bestlist_events, () => sampleEvents);
  answer(manualBestlistsApi.get_manual_performance, () => stored);
  created = answer(manualBestlistsApi.new_manual_performance, () => stored);
  updated = answer(manualBestlistsApi.update_manual_performance, () => stored);
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const helperOf = (name: string) => document.getElementById(`field-${name}-helper-text`)?.textContent;
const checkbox = (name: string) => screen.queryByRole('checkbox', { name });
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}
async function country(user: ReturnType<typeof userEvent.setup>, label: RegExp, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ManualPerformanceFormPage', { timeout: 60_000 }, () => {
  it('shapes the form by the event: hand time and wind for the 100 m, wind without hand time for the long jump, the implement for the shot', async () => {
    renderPages('/newmanualbestlistperformance/7', pages);
    await screen.findByRole('button', { name: 'Anlegen und neu' });
    expect(field('formatedValue').disabled).toBe(true);
    expect(helperOf('formatedValue')).toBe('Bitte zuerst die Disziplin wählen');
    expect(checkbox('Handzeit')).toBeNull();
    expect(field('windSpeed')).toBeNull();
    await choose(/^Disziplin/, '100 m');
    expect(checkbox('Handzeit')).toBeTruthy();
    expect(field('windSpeed')).toBeTruthy();
    expect(field('heightWeight')).toBeNull();
    await choose(/^Disziplin/, 'Weitsprung');
    expect(checkbox('Handzeit')).toBeNull();
    expect(field('windSpeed')).toBeTruthy();
    await choose(/^Disziplin/, '800 m');
    expect(checkbox('Handzeit')).toBeTruthy();
    expect(field('windSpeed')).toBeNull();
    await choose(/^Disziplin/, 'Kugelstoß (4 kg)');
    expect(field('heightWeight').value).toBe('4');
    expect(screen.getByText('kg')).toBeTruthy();
    expect(checkbox('Handzeit')).toBeNull();
  });

  it('enters a hand-timed sprint with “create and new”, which keeps event, day and place and clears athlete, mark and wind', async () => {
    const user = userEvent.setup({ delay: null });
    renderPages('/newmanualbestlistperformance/7', pages);
    await screen.findByRole('button', { name: 'Anlegen und neu' });
    expect(screen.getByRole('combobox', { name: /^Geschlecht/ }).textContent).toBe('weiblich');
    expect(screen.getByRole('combobox', { name: /^Status/ }).textContent).toBe('offiziell');
    await user.type(field('athleteFirstname'), 'Renate');
    await user.type(field('athleteLastname'), 'Stecher');
    await country(user, /^Herkunftsland/, 'DDR', 'DDR (GDR)');
    await choose(/^Geburtsjahr/, '1950');
    await user.type(field('organizationName'), 'SC Motor Jena');
    await choose(/^Disziplin/, '100 m');
    await user.type(field('formatedValue'), '10,9');
    fireEvent.click(checkbox('Handzeit')!);
    await waitFor(() => expect(helperOf('formatedValue')).toBe('Gelesen als 10.9*'));
    expect(within(field('formatedValue').parentElement!).getByText('*')).toBeTruthy();
    await user.type(field('windSpeed'), '+1,2');
    fireEvent.change(field('date'), { target: { value: '07.06.1973' } });
    await country(user, /^Land/, 'DDR', 'DDR (GDR)');
    await user.type(field('performanceTown'), 'Ostrava');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und neu' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const [{ params, body }] = created;
    expect(params).toEqual({ id: '7' });
    expect(body).toMatchObject({
      athleteFirstname: 'Renate',
      athleteLastname: 'Stecher',
      athleteIocCode: 'GDR',
      gender: 1,
      yearOfBirth: 1950,
      organizationName: 'SC Motor Jena',
      eventCode: '100',
      formatedValue: '10,9',
      handtime: true,
      windSpeed: '+1,2',
      heightWeight: null,
      date: '1973-06-07',
      performanceCountry: 'GDR',
      performanceTown: 'Ostrava',
      performanceStatus: 1,
    });
    expect(await screen.findByText('Die Leistung wurde angelegt.')).toBeTruthy();
    await waitFor(() => expect(field('athleteLastname').value).toBe(''));
    expect([field('athleteFirstname').value, field('formatedValue').value, field('windSpeed').value]).toEqual(['', '', '']);
    expect((checkbox('Handzeit') as HTMLInputElement).checked).toBe(false);
    expect([field('eventCode').value, field('date').value, field('performanceTown').value]).toEqual(['100', '07.06.1973', 'Ostrava']);
  });

  it('names the §5 problems on the fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPages('/newmanualbestlistperformance/7', pages);
    await screen.findByRole('button', { name: 'Anlegen und neu' });
    await choose(/^Disziplin/, '100 m');
    await user.type(field('formatedValue'), '8,50');
    await user.type(field('dayOfBirth'), '0');
    await user.type(field('monthOfBirth'), '13');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('dayOfBirth')).toBe('Der Wert darf nicht kleiner als 1 sein'));
    expect(helperOf('monthOfBirth')).toBe('Der Wert darf nicht größer als 12 sein');
    expect(helperOf('formatedValue')).toBe('Zu schnell: Für 100 m muss die Zeit zwischen 9,39 und 60,00 s liegen');
    expect(helperOf('athleteLastname')).toBe('Nachname ist erforderlich');
    expect(helperOf('organizationName')).toBe('Bitte geben Sie den Verein ein');
    expect(helperOf('performanceTown')).toBe('Bitte geben Sie den Ort ein');
    expect(document.getElementById('field-date-helper-text')?.textContent).toBe(i18n.t('validation.errorDateRequired'));
    expect([created.length, updated.length]).toEqual([0, 0]);
    await user.clear(field('dayOfBirth'));
    await user.type(field('dayOfBirth'), '32');
    await waitFor(() => expect(helperOf('dayOfBirth')).toBe('Der Wert darf nicht größer als 31 sein'));
  });

  it('keeps a historical list’s marks in its year', async () => {
    list = sampleList({ year: 1960, name: 'Bestenliste 1960 Männer', gender: 0 });
    renderPages('/newmanualbestlistperformance/7', pages);
    await screen.findByRole('button', { name: 'Anlegen und neu' });
    expect(screen.getByRole('combobox', { name: /^Geschlecht/ }).textContent).toBe('männlich');
    fireEvent.change(field('date'), { target: { value: '21.06.1961' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(document.getElementById('field-date-helper-text')?.textContent).toBe(i18n.t('validation.errorDateOutsideOutdoorSeason')));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Geschlecht/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['männlich']);
  });

  it('takes an indoor list’s marks from November of the year before, none after today, and the event’s implement only', async () => {
    list = sampleList({ year: 1988, eventEnvironment: 0 });
    renderPages('/newmanualbestlistperformance/7', pages);
    await screen.findByRole('button', { name: 'Anlegen und neu' });
    const dateError = () => document.getElementById('field-date-helper-text')?.textContent ?? '';
    fireEvent.change(field('date'), { target: { value: '05.12.1987' } });
    await choose(/^Disziplin/, 'Kugelstoß (4 kg)');
    fireEvent.change(field('heightWeight'), { target: { value: '7,26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('heightWeight')).toBe('Gewicht bzw. Höhe muss dem der Disziplin entsprechen'));
    expect(dateError()).toBe('');
    fireEvent.change(field('date'), { target: { value: '05.04.1988' } });
    await waitFor(() => expect(dateError()).toBe(i18n.t('validation.errorDateOutsideIndoorSeason')));
    expect([created.length, updated.length]).toEqual([0, 0]);
  });

  it('offers every gender on a mixed list and refuses a day in the future', async () => {
    list = sampleList({ gender: 2 });
    renderPages('/newmanualbestlistperformance/7', pages);
    await screen.findByRole('button', { name: 'Anlegen und neu' });
    fireEvent.change(field('date'), { target: { value: '08.06.2099' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(document.getElementById('field-date-helper-text')?.textContent).toBe('Das Datum darf nicht in der Zukunft liegen'));
    await choose(/^Geschlecht/, 'männlich');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Geschlecht/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['männlich', 'weiblich', 'gemischt']);
  });

  it('refuses a foul and a wind reading no gauge shows before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderPages('/newmanualbestlistperformance/7', pages);
    await screen.findByRole('button', { name: 'Anlegen und neu' });
    await choose(/^Disziplin/, '100 m');
    await user.type(field('formatedValue'), 'x');
    await user.type(field('windSpeed'), '+12,5');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('formatedValue')).toBe('Ein ungültiger Versuch (x oder 0) ist keine Leistung für Listen und Rekorde'));
    expect(helperOf('windSpeed')).toBe('Der Wind muss zwischen -9,9 und +9,9 m/s liegen');
    expect([created.length, updated.length]).toEqual([0, 0]);
  });

  it('edits a stored hand time: the mark without its star, the box checked; saving returns to the list', async () => {
    const { router } = renderPages('/updatemanualbestlistperformance/31', pages);
    await screen.findByRole('button', { name: 'Speichern' });
    expect(screen.queryByRole('button', { name: 'Anlegen und neu' })).toBeNull();
    expect(field('formatedValue').value).toBe('10.9');
    expect((checkbox('Handzeit') as HTMLInputElement).checked).toBe(true);
    expect(field('windSpeed').value).toBe('+0.6');
    expect([field('dayOfBirth').value, field('monthOfBirth').value, field('date').value]).toEqual(['21', '3', '08.06.1983']);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manualbestlistperformances/7'));
    const [{ params, body }] = updated;
    expect(params).toEqual({ id: '31' });
    expect(body).toMatchObject({ formatedValue: '10.9', handtime: true, windSpeed: '+0.6', dayOfBirth: '21', monthOfBirth: '3', date: '1983-06-08' });
    expect(router.state.location.state).toEqual({ success: 'manualBestlists.performanceForm.saved' });
  });

  it('shows the server’s refusal of a save under the fields it names and stays on the form', async () => {
    // The server judges the list as it is now: someone may have given it a year meanwhile.
    refuse(manualBestlistsApi.update_manual_performance, 422, {
      errors: { AthleteLastname: [i18n.t('validation.errorLastNameRequired')], Date: [i18n.t('validation.errorDateOutsideOutdoorSeason')] },
    });
    const { router } = renderPages('/updatemanualbestlistperformance/31', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(helperOf('athleteLastname')).toBe('Nachname ist erforderlich'));
    expect(helperOf('date')).toBe('Das Datum muss in der Freiluftsaison der Bestenliste liegen (01.01. bis 31.12. des Jahres der Liste)');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/updatemanualbestlistperformance/31');
  });
});
