import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { performanceCompetitionsApi, type OrganizationOption, type PerformanceCompetition } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { linkTo, renderRoute, sampleCompetition } from '../components/competition-test-support';
import { CompetitionFormPage } from './competition-form-page';

let competition: PerformanceCompetition;
let created: Received<typeof performanceCompetitionsApi.new>[];
let updated: Received<typeof performanceCompetitionsApi.update>[];

const below: Record<number, OrganizationOption[]> = {
  3: [
    { value: 30, text: 'Bezirk Nord', type: 'Area' },
    { value: 31, text: 'Kreis Frankfurt', type: 'District' },
  ],
  30: [{ value: 32, text: 'Kreis Kassel', type: 'District' }],
  4: [],
};

beforeAll(async () => {
  await i18n.changeLanguage('de');
  // The first render loads MUI's table and pickers; on a busy machine that takes longer than a second.
  configure({ asyncUtilTimeout: 5000 });
});
beforeEach(() => {
  competition = sampleCompetition();
  answer(performanceCompetitionsApi.get_by_id, () => competition);
  answer(performanceCompetitionsApi.get_regions, () => [
    { value: 3, text: 'Hessen', type: 'Region' },
    { value: 4, text: 'Bayern', type: 'Region' },
  ]);
  answer(performanceCompetitionsApi.get_areas_districts, ({ params }) => below[params.parent]);
  created = answer(performanceCompetitionsApi.new, () => ({ ...competition, id: 42 }));
  updated = answer(performanceCompetitionsApi.update, () => competition);
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const helperOf = (name: string) => document.getElementById(`field-${name}-helper-text`)?.textContent;

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CompetitionFormPage', { timeout: 30_000 }, () => {
  it('creates a competition: indoor from a February start, end day filled, associations cascading; then the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('newcompetition', '/newcompetition', <CompetitionFormPage />);
    await screen.findByRole('button', { name: 'Anlegen' });
    await user.type(field('name'), 'Hallensportfest');
    fireEvent.change(field('dateFrom'), { target: { value: '07.02.2026' } });
    await waitFor(() => expect(field('dateTo').value).toBe('07.02.2026'));
    expect(field('environment').value).toBe('0');
    await user.type(field('town'), 'Kassel');
    await user.type(screen.getByRole('combobox', { name: /Nation/ }), 'Deutschl');
    fireEvent.click(await screen.findByRole('option', { name: 'Deutschland (GER)' }));
    expect(screen.queryByRole('combobox', { name: 'Bezirk' })).toBeNull();
    await choose(/^Landesverband/, 'Hessen');
    await choose(/^Bezirk/, 'Bezirk Nord');
    // Districts below the chosen area only.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Kreis/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Keine Angabe', 'Kreis Kassel']);
    fireEvent.click(screen.getByRole('option', { name: 'Kreis Kassel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].body).toEqual({
      name: 'Hallensportfest',
      germanCompetitionId: null,
      dateFrom: '2026-02-07',
      dateTo: '2026-02-07',
      location: null,
      town: 'Kassel',
      nation: 'GER',
      environment: 0,
      stateCode: 3,
      area: 30,
      district: 32,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/competition'));
  });

  it('sets outdoor from a summer start and lets the user change it', async () => {
    renderRoute('newcompetition', '/newcompetition', <CompetitionFormPage />);
    await screen.findByRole('button', { name: 'Anlegen' });
    fireEvent.change(field('dateFrom'), { target: { value: '13.06.2026' } });
    await waitFor(() => expect(field('environment').value).toBe('1'));
    await choose(/^Halle \/ Freiluft/, 'Halle');
    expect(field('environment').value).toBe('0');
  });

  it('names each missing required field with its own message and sends nothing', async () => {
    renderRoute('newcompetition', '/newcompetition', <CompetitionFormPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('name')).toBe('Bitte geben Sie den Namen des Wettkampfs ein'));
    expect(helperOf('dateFrom')).toBe('Bitte geben Sie das Startdatum ein');
    expect(helperOf('dateTo')).toBe('Bitte geben Sie das Enddatum ein');
    expect(helperOf('town')).toBe('Bitte geben Sie den Ort ein');
    expect(helperOf('nation')).toBe('Bitte wählen Sie die Nation');
    expect(helperOf('environment')).toBe('Bitte wählen Sie Halle oder Freiluft');
    fireEvent.change(field('dateFrom'), { target: { value: '08.02.2026' } });
    fireEvent.change(field('dateTo'), { target: { value: '07.02.2026' } });
    await waitFor(() => expect(helperOf('dateTo')).toBe('Das Enddatum darf nicht vor dem Startdatum liegen'));
    expect(created).toHaveLength(0);
  });

  it('shows the server’s field messages on the fields', async () => {
    refuse(performanceCompetitionsApi.new, 422, {
      errors: { District: ['Der Kreis gehört nicht zum gewählten Landesverband oder Bezirk'], Town: ['Ort unbekannt'] },
    });
    competition = sampleCompetition();
    renderRoute('newcompetition', '/newcompetition', <CompetitionFormPage />);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Anlegen' });
    await user.type(field('name'), 'Sportfest');
    fireEvent.change(field('dateFrom'), { target: { value: '13.06.2026' } });
    await user.type(field('town'), 'Atlantis');
    await user.type(screen.getByRole('combobox', { name: /Nation/ }), 'GER');
    fireEvent.click(await screen.findByRole('option', { name: 'Deutschland (GER)' }));
    await choose(/^Landesverband/, 'Hessen');
    await choose(/^Kreis/, 'Kreis Frankfurt');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('town')).toBe('Ort unbekannt'));
    expect(helperOf('district')).toBe('Der Kreis gehört nicht zum gewählten Landesverband oder Bezirk');
  });

  it('edits a portal competition through its update link', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('updatecompetition', '/updatecompetition/7', <CompetitionFormPage />);
    await waitFor(() => expect(field('name').value).toBe('Hessische Hallenmeisterschaften'));
    expect(field('dateFrom').value).toBe('07.02.2026');
    expect(field('dateTo').value).toBe('08.02.2026');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Kreis/ }).textContent).toBe('Kreis Frankfurt'));
    await user.clear(field('name'));
    await user.type(field('name'), 'Hessische Meisterschaften Halle');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0].params).toEqual({ id: '7' });
    expect(updated[0].body).toMatchObject({ name: 'Hessische Meisterschaften Halle', stateCode: 3, district: 31, environment: 0, dateTo: '2026-02-08' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/competition'));
  });

  it('shows an imported competition read-only: no save, fields disabled', async () => {
    competition = sampleCompetition({ importSource: 'ladv', links: [linkTo(performanceCompetitionsApi.get_by_id, { id: 7 })] });
    renderRoute('updatecompetition', '/updatecompetition/7', <CompetitionFormPage />);
    expect(await screen.findByText('Dieser Wettkampf wurde aus einem anderen System übernommen und kann hier nicht bearbeitet werden.')).toBeTruthy();
    expect(field('name').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
  });
});
