import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordsApi, recordSetsApi, type RecordEntry } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { renderRoute, sampleCandidate, sampleEvents, sampleRecord, sampleSet } from '../components/records-test-support';
import { RecordFormPage } from './record-form-page';

let record: RecordEntry;
let created: Received<typeof recordsApi.new>[];
let updated: Received<typeof recordsApi.update>[];

beforeAll(() => i18n.changeLanguage('de'));
beforeEach(() => {
  record = sampleRecord();
  answer(recordSetsApi.get_by_id, () => sampleSet());
  answer(recordsApi.get_by_id, () => record);
  answer(recordsApi.get_events, () => sampleEvents);
  created = answer(recordsApi.new, () => ({ ...record, id: 90 }));
  updated = answer(recordsApi.update, () => record);
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const helperOf = (name: string) => document.getElementById(`field-${name}-helper-text`)?.textContent;
const creations = () => created;
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
async function pickCountry(user: ReturnType<typeof userEvent.setup>, label: RegExp, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('RecordFormPage', { timeout: 60_000 }, () => {
  it('takes the result once an event is chosen, shows wind and height/weight as the event needs, and resets them when the event changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('newrecord', '/newrecord/7', <RecordFormPage />);
    await screen.findByText('Deutsche Rekorde Männer – National (Deutscher Leichtathletik-Verband)');
    expect(field('formatedValue').disabled).toBe(true);
    expect(helperOf('formatedValue')).toBe('Bitte zuerst die Disziplin wählen');
    expect(field('windSpeed')).toBeNull();
    await choose(/^Disziplin/, '100 m');
    await waitFor(() => expect(field('formatedValue').disabled).toBe(false));
    expect(field('windSpeed')).not.toBeNull();
    expect(field('heightWeight')).toBeNull();
    await user.type(field('formatedValue'), '10,01');
    await user.type(field('windSpeed'), '+0,9');
    expect(field('windSpeed').closest('.MuiInputBase-root')?.querySelector('.MuiInputAdornment-root')?.textContent).toBe('m/s');
    await choose(/^Disziplin/, 'Kugelstoß 7,26 kg');
    await waitFor(() => expect(field('formatedValue').value).toBe(''));
    expect(field('windSpeed')).toBeNull();
    expect(field('heightWeight').value).toBe('7.26');
    // The event's unit stands beside the number, as in every form with a mark; the phone offers its number keyboard.
    expect(screen.getByRole('textbox', { name: /^Gewicht\/Höhe/ }).closest('.MuiInputBase-root')?.querySelector('.MuiInputAdornment-root')?.textContent).toBe('kg');
    expect(field('heightWeight').inputMode).toBe('decimal');
    // The year of birth: none, the current year and the 149 before; not for relays.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Jahrgang/ }));
    const years = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(years).toHaveLength(151);
    expect([years[0], years[1], years.at(-1)]).toEqual(['Nicht bekannt', String(new Date().getFullYear()), String(new Date().getFullYear() - 149)]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await choose(/^Disziplin/, '4 x 100 m Staffel');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Jahrgang/ })).toBeNull());
  });

  it('reads the result for the event before sending, and names missing fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('newrecord', '/newrecord/7', <RecordFormPage />);
    await screen.findByRole('button', { name: 'Anlegen' });
    await choose(/^Disziplin/, '100 m');
    await user.type(field('formatedValue'), '8,50');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('formatedValue')).toBe('Zu schnell: Für 100 m muss die Zeit zwischen 9,39 und 60,00 s liegen'));
    expect(helperOf('athleteFirstname')).toBe(i18n.t('validation.errorFirstNameRequired'));
    expect(helperOf('recordTown')).toBe(i18n.t('validation.errorTownRequired'));
    expect(helperOf('date')).toBe(i18n.t('validation.errorDateRequired'));
    expect(creations()).toHaveLength(0);
  });

  it('refuses before sending what the server refuses: a foul, a wind-assisted or impossible reading, a day after today', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('newrecord', '/newrecord/7', <RecordFormPage />);
    await screen.findByRole('button', { name: 'Anlegen' });
    await choose(/^Disziplin/, '100 m');
    await user.type(field('formatedValue'), '0');
    await user.type(field('windSpeed'), '+2,1');
    fireEvent.change(field('date'), { target: { value: `01.06.${new Date().getFullYear() + 1}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('formatedValue')).toBe(i18n.t('validation.markZero')));
    expect(helperOf('windSpeed')).toBe(i18n.t('validation.errorRecordWindAssisted'));
    expect(helperOf('date')).toBe(i18n.t('validation.errorDateInFuture'));
    await user.clear(field('windSpeed'));
    await user.type(field('windSpeed'), '+12,5');
    await waitFor(() => expect(helperOf('windSpeed')).toBe('Der Wind muss zwischen -9,9 und +9,9 m/s liegen'));
    expect(creations()).toHaveLength(0);
  });

  it('refuses another implement than the event’s, as the server does', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('newrecord', '/newrecord/7', <RecordFormPage />);
    await screen.findByRole('button', { name: 'Anlegen' });
    await choose(/^Disziplin/, 'Kugelstoß 7,26 kg');
    await waitFor(() => expect(field('heightWeight').value).toBe('7.26'));
    await user.clear(field('heightWeight'));
    await user.type(field('heightWeight'), '6');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('heightWeight')).toBe(i18n.t('validation.errorHeightWeightNotEvent')));
    await user.clear(field('heightWeight'));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('heightWeight')).toBe(i18n.t('validation.errorHeightWeightRequired')));
    expect(creations()).toHaveLength(0);
  });

  it('creates and stays for the next record: names, country and result go, the rest stays', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('newrecord', '/newrecord/7', <RecordFormPage />);
    await screen.findByRole('button', { name: 'Anlegen' });
    await user.type(field('athleteFirstname'), 'Julian');
    await user.type(field('athleteLastname'), 'Reus');
    await pickCountry(user, /^Nation der Athletin/, 'Deutschl', 'Deutschland (GER)');
    await user.type(field('nationalAthleteCode'), 'DLV-4711');
    expect(field('gender').value).toBe('0');
    await choose(/^Disziplin/, '100 m');
    await user.type(field('formatedValue'), '10,01');
    await user.type(field('windSpeed'), '+0,9');
    expect(field('windSpeed').closest('.MuiInputBase-root')?.querySelector('.MuiInputAdornment-root')?.textContent).toBe('m/s');
    fireEvent.change(field('date'), { target: { value: '29.07.2016' } });
    await user.type(field('recordTown'), 'Erfurt');
    await pickCountry(user, /^Land des Wettkampfs/, 'Deutschl', 'Deutschland (GER)');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und neu' }));
    await waitFor(() => expect(creations()).toHaveLength(1));
    expect(creations()[0]).toEqual({
      params: { id: '7' },
      query: {},
      body: {
        athleteFirstname: 'Julian',
        athleteLastname: 'Reus',
        athleteIocCode: 'GER',
        gender: 0,
        yearOfBirth: null,
        nationalAthleteCode: 'DLV-4711',
        worldAthleteNumber: null,
        eventCode: '100',
        recordCountry: 'GER',
        recordTown: 'Erfurt',
        recordStatus: 1,
        heightWeight: null,
        windSpeed: 0.9,
        date: '2016-07-29',
        formatedValue: '10,01',
        performanceId: null,
      },
    });
    expect(await screen.findByText('Der Rekord wurde angelegt. Sie können den nächsten eingeben.')).toBeTruthy();
    await waitFor(() => expect(field('athleteFirstname').value).toBe(''));
    expect(field('athleteLastname').value).toBe('');
    expect(field('formatedValue').value).toBe('');
    expect(field('nationalAthleteCode').value).toBe('');
    expect((screen.getByRole('combobox', { name: /^Nation der Athletin/ }) as HTMLInputElement).value).toBe('');
    expect(field('recordTown').value).toBe('Erfurt');
    expect(field('eventCode').value).toBe('100');
    expect(router.state.location.pathname).toBe('/newrecord/7');
  });

  it('fills a new record from an adopted candidate and sends its performance', async () => {
    const { router } = renderRoute('newrecord', '/newrecord/7', <RecordFormPage />, { candidate: sampleCandidate() });
    await screen.findByText('Übernommen aus der Leistung bei Sommersportfest, Kassel (GER), am 14.06.2025.');
    expect(field('athleteLastname').value).toBe('Grenzwind');
    expect(field('formatedValue').value).toBe('10.10');
    expect(field('windSpeed').value).toBe('+2.0');
    expect(field('date').value).toBe('14.06.2025');
    expect(field('yearOfBirth').value).toBe('2003');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(creations()).toHaveLength(1));
    expect(creations()[0].body).toMatchObject({ performanceId: 501, eventCode: '100', windSpeed: 2, recordTown: 'Kassel', recordCountry: 'GER', formatedValue: '10.10' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/records/7'));
  });

  it('edits a record through its update link and goes back to the set’s records', async () => {
    record = sampleRecord({ date: '1987-09-03T00:00:00' });
    const { router } = renderRoute('updaterecord', '/updaterecord/21', <RecordFormPage />);
    await screen.findByRole('heading', { name: 'Rekord bearbeiten' });
    await waitFor(() => expect(field('athleteLastname').value).toBe('Schönlebe'));
    expect(field('date').value).toBe('03.09.1987');
    expect(screen.queryByRole('button', { name: 'Anlegen und neu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0].params).toEqual({ id: '21' });
    expect(updated[0].body).toMatchObject({ formatedValue: '44.33', date: '1987-09-03', eventCode: '400', windSpeed: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/records/7'));
  });
});
