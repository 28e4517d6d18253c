import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordSetsApi, statisticsDefinitionsApi, type RecordSet } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { renderRoute, sampleSet } from '../components/records-test-support';
import { RecordSetFormPage } from './record-set-form-page';

let set: RecordSet;
let created: Received<typeof recordSetsApi.new>[];
let updated: Received<typeof recordSetsApi.update>[];

const classes = [
  { id: 1, code: 'M', name: 'Männer', shortName: 'M', gender: 0, startAge: 20, endAge: 0, order: 1 },
  { id: 2, code: 'W', name: 'Frauen', shortName: 'W', gender: 1, startAge: 20, endAge: 0, order: 2 },
  { id: 5, code: 'WU20', name: 'Weibliche Jugend U20', shortName: 'WU20', gender: 1, startAge: 18, endAge: 19, order: 6 },
];
const regions = [
  { value: 1, text: 'Deutscher Leichtathletik-Verband', type: 'master' },
  { value: 3, text: 'Hessischer Leichtathletik-Verband', type: 'Region' },
];

beforeAll(() => i18n.changeLanguage('de'));
beforeEach(() => {
  set = sampleSet();
  answer(recordSetsApi.get_by_id, () => set);
  answer(statisticsDefinitionsApi.get_all_classes, () => classes);
  answer(recordSetsApi.get_validity_regions, () => regions);
  created = answer(recordSetsApi.new, () => ({ ...set, id: 42 }));
  updated = answer(recordSetsApi.update, () => set);
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const helperOf = (name: string) => document.getElementById(`field-${name}-helper-text`)?.textContent;
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('RecordSetFormPage', { timeout: 30_000 }, () => {
  it('creates a set: the class fills ages and gender, the validity decides the qualifier field; then the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('newrecordset', '/newrecordset', <RecordSetFormPage />);
    await screen.findByRole('button', { name: 'Anlegen' });
    await user.type(field('name'), 'Hallenrekorde U20');
    await user.type(field('code'), 'HRWU20');
    await choose(/^Klasse/, 'Weibliche Jugend U20');
    await waitFor(() => expect(field('startAge').value).toBe('18'));
    expect(field('endAge').value).toBe('19');
    expect(field('gender').value).toBe('1');
    await choose(/^Halle\/Freiluft/, 'Halle');
    // Worldwide records name nothing, national ones an association, club ones a text.
    await choose(/^Gültigkeit/, 'Welt');
    expect(screen.queryByRole('combobox', { name: /^Verband/ })).toBeNull();
    expect(field('validityQualifier')).toBeNull();
    await choose(/^Gültigkeit/, 'Landesverband');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Verband/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Hessischer Leichtathletik-Verband']);
    fireEvent.click(screen.getByRole('option', { name: 'Hessischer Leichtathletik-Verband' }));
    await choose(/^Gültigkeit/, 'National');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Verband/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Deutscher Leichtathletik-Verband', 'Hessischer Leichtathletik-Verband']);
    fireEvent.click(screen.getByRole('option', { name: 'Deutscher Leichtathletik-Verband' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].body).toEqual({
      name: 'Hallenrekorde U20',
      code: 'HRWU20',
      nationalClassShort: 'WU20',
      startAge: 18,
      endAge: 19,
      gender: 1,
      recordType: 1,
      recordValidity: 4,
      validityQualifier: null,
      validityOrganizationId: 1,
      isMultiRecord: false,
      eventEnvironment: 0,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordsets'));
  });

  it('names each missing field with its own message, the code’s length, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('newrecordset', '/newrecordset', <RecordSetFormPage />);
    await user.type(await screen.findByRole('textbox', { name: /^Kürzel/ }), 'SIEBEN7');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('name')).toBe('Bitte geben Sie einen Namen ein'));
    expect(helperOf('code')).toBe(i18n.t('validation.errorTooLong'));
    expect(helperOf('nationalClassShort')).toBe('Bitte wählen Sie eine Klasse');
    expect(helperOf('gender')).toBe('Bitte wählen Sie das Geschlecht');
    expect(helperOf('recordValidity')).toBe('Bitte wählen Sie die Gültigkeit');
    expect(helperOf('eventEnvironment')).toBe(i18n.t('validation.errorEnvironmentRequired'));
    await choose(/^Gültigkeit/, 'Verein');
    await waitFor(() => expect(helperOf('validityQualifier')).toBe('Bitte geben Sie an, wofür die Rekorde gelten'));
    expect(created).toHaveLength(0);
  });

  it('shows the server’s field errors on the fields, the qualifier’s on the visible one', async () => {
    const user = userEvent.setup({ delay: null });
    refuse(recordSetsApi.new, 422, { errors: { ValidityQualifier: ['Bitte wählen Sie einen Landesverband Ihres Verbandes'] } });
    renderRoute('newrecordset', '/newrecordset', <RecordSetFormPage />);
    await screen.findByRole('button', { name: 'Anlegen' });
    await user.type(field('name'), 'Rekorde');
    await user.type(field('code'), 'R');
    await choose(/^Klasse/, 'Männer');
    await choose(/^Halle\/Freiluft/, 'Freiluft');
    await choose(/^Gültigkeit/, 'Landesverband');
    await choose(/^Verband/, 'Hessischer Leichtathletik-Verband');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('validityOrganizationId')).toBe('Bitte wählen Sie einen Landesverband Ihres Verbandes'));
  });

  it('edits a set through its update link, keeping its own ages', async () => {
    set = sampleSet({ startAge: 35, endAge: 39, nationalClassShort: 'M' });
    const { router } = renderRoute('updaterecordset', '/updaterecordset/7', <RecordSetFormPage />);
    await screen.findByRole('heading', { name: 'Rekordliste bearbeiten' });
    await waitFor(() => expect(field('name').value).toBe('Deutsche Rekorde Männer'));
    expect(field('startAge').value).toBe('35');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0].params).toEqual({ id: '7' });
    expect(updated[0].body).toMatchObject({ startAge: 35, endAge: 39, validityOrganizationId: 1, recordValidity: 4 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordsets'));
  });
});
