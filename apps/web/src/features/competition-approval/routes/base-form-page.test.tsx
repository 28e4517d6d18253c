import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { competitionApprovalApi, organizationsApi, type CompetitionApproval, type DateClash } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, withdraw, type Received } from '../../../testing/api-handlers';
import { organiserSession, renderWizard, sampleApplication } from '../components/wizard-test-harness';
import { BaseFormPage } from './base-form-page';

// Leaflet needs a real layout engine; the map is replaced by a button that "clicks" a point.
vi.mock('../components/location-map-view', () => ({
  LocationMapView: ({ onPick }: { onPick?: (lat: number, lng: number) => void }) => (
    <button type="button" onClick={() => onPick?.(49.99999, 8.12345)} disabled={!onPick}>
      Kartenklick
    </button>
  ),
}));

const pages = { newcompetitionapproval: <BaseFormPage />, editcompetitionapproval: <BaseFormPage />, showcompetitionapproval: <BaseFormPage /> };
let application: CompetitionApproval;
let clashes: DateClash[];
let created: Received<typeof competitionApprovalApi.new>[];
let clashQueries: Received<typeof competitionApprovalApi.date_clashes>[];
let ownerSearches: Received<typeof competitionApprovalApi.owner_organizations>[];
let updated: Received<typeof competitionApprovalApi.update_comp>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication();
  clashes = [];
  answer(competitionApprovalApi.get_by_id, () => application);
  created = answer(competitionApprovalApi.new, () => ({ ...application, id: 42 }));
  clashQueries = answer(competitionApprovalApi.date_clashes, () => clashes);
  ownerSearches = answer(competitionApprovalApi.owner_organizations, () => [{ value: 21, text: 'LG Bergstraße', type: 'LG' }]);
  answer(organizationsApi.organizations_by_type, () => [{ value: 3, text: 'Hessen', type: 'Region' }]);
  answer(organizationsApi.organizations_by_type_and_parent, () => []);
  updated = answer(competitionApprovalApi.update_comp, () => application);
});
afterEach(() => {
  vi.useRealTimers();
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('BaseFormPage', { timeout: 30_000 }, () => {
  it('creates an application: time formatted while typing, end date from the start, owner locked to the club; then the category step', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWizard('/newcompetitionapproval', pages);
    await screen.findByText('Kartenklick');
    // The club applies for itself; contact prefilled from the signed-in user.
    expect(field('ownerOrganizationId').value).toBe('ASC Darmstadt');
    expect(field('ownerOrganizationId').disabled).toBe(true);
    expect(field('contact_Firstname').value).toBe('Bernd');

    await choose(/^Typ/, 'Außerhalb des Stadions, vermessen');
    await user.type(field('name'), 'Citylauf');
    fireEvent.change(field('startDate'), { target: { value: '01.05.2030' } });
    await waitFor(() => expect(field('endDate').value).toBe('01.05.2030'));
    await user.type(field('startTime'), '930');
    expect(field('startTime').value).toBe('09:30');
    for (const [name, value] of [
      ['contact_Street', 'Hauptstraße 1'],
      ['contact_Zip', '64283'],
      ['contact_Town', 'Darmstadt'],
      ['eventLocation_Startplace', 'Marktplatz'],
      ['eventLocation_Street', 'Markt 1'],
      ['eventLocation_Zip', '64283'],
      ['eventLocation_Town', 'Darmstadt'],
    ]) {
      await user.type(field(name), value);
    }
    await choose(/^Landesverband/, 'Hessen');
    fireEvent.click(screen.getByText('Kartenklick'));
    expect(field('eventLocation_Latitude').value).toBe('49.99999');

    fireEvent.click(button('Anlegen und weiter'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      body: expect.objectContaining({
        competitionType: 0,
        name: 'Citylauf',
        startDate: '2030-05-01T09:30',
        endDate: '2030-05-01',
        nation: 'GER',
        ownerOrganizationId: 15,
        eventLocation_Region_Id: 3,
        eventLocation_Latitude: 49.99999,
        eventLocation_Longitude: 8.12345,
        contact_Email: 'bernd@example.org',
        competitionCategory: 16,
        competitionSubType: 0,
        classes: [],
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapprovalCategoryArt/42'));
  });

  it('refuses an incomplete form with translated messages and does not send it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard('/newcompetitionapproval', pages);
    await screen.findByText('Kartenklick');
    await user.type(field('startTime'), '2575');
    await user.clear(field('contact_Email'));
    await user.type(field('contact_Email'), 'anna@');
    fireEvent.click(button('Speichern'));
    await waitFor(() => expect(screen.getAllByText('Dieses Feld ist erforderlich').length).toBeGreaterThan(5));
    expect(screen.getByText('Ungültige Eingabe')).toBeTruthy();
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeTruthy();
    expect(created).toHaveLength(0);
  });

  it('refuses a name or town that is not one line with the domain’s message, and does not send it', async () => {
    renderWizard('/editcompetitionapproval/7', pages);
    await waitFor(() => expect(field('name').value).toBe('Stadtlauf Darmstadt'));
    fireEvent.change(field('name'), { target: { value: 'Stadtlauf \u202Etdatsmrad' } });
    fireEvent.change(field('eventLocation_Town'), { target: { value: 'Darm\u2066stadt' } });
    fireEvent.click(button('Speichern'));
    await waitFor(() => expect(screen.getAllByText('Die Eingabe darf keine Zeilenumbrüche und keine Steuerzeichen der Schreibrichtung enthalten')).toHaveLength(2));
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(updated).toHaveLength(0);
  });

  it('shows the non-profit reason only when ticked and puts http:// before a homepage', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard('/newcompetitionapproval', pages);
    await screen.findByText('Kartenklick');
    expect(field('nonProfitReason')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gemeinnützige Veranstaltung' }));
    expect(field('nonProfitReason')).not.toBeNull();
    await user.type(field('contact_Website'), 'www.lauf.example');
    fireEvent.blur(field('contact_Website'));
    expect(field('contact_Website').value).toBe('http://www.lauf.example');
  });

  it('asks before saving a changed town of an open application, then sends the whole application with its version', async () => {
    application = sampleApplication({ competitionState: 1 });
    const user = userEvent.setup({ delay: null });
    const { router } = renderWizard('/editcompetitionapproval/7', pages);
    await waitFor(() => expect(field('name').value).toBe('Stadtlauf Darmstadt'));
    await user.clear(field('eventLocation_Town'));
    await user.type(field('eventLocation_Town'), 'Griesheim');
    fireEvent.click(button('Speichern'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ort: Darmstadt → Griesheim')).toBeTruthy();
    expect(updated).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern und zurücksetzen' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    const [{ params, body }] = updated;
    expect(params).toEqual({ id: '7' });
    expect(body).toMatchObject({
      version: 3,
      eventLocation_Town: 'Griesheim',
      startDate: '2030-05-01T09:30',
      competitionSubType: 1,
      competitionApprovalType: 2,
      onlyWithLicense: false,
      classes: application.classes,
      events: application.events,
      eventClasses: application.eventClasses,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapproval'));
  });

  it('saves a state-0 application without asking', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWizard('/editcompetitionapproval/7', pages);
    await waitFor(() => expect(field('name').value).toBe('Stadtlauf Darmstadt'));
    await user.clear(field('eventLocation_Town'));
    await user.type(field('eventLocation_Town'), 'Griesheim');
    fireEvent.click(button('Speichern und weiter'));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapprovalCategoryArt/7'));
  });

  it("puts the server's 422 messages on the fields", async () => {
    refuse(competitionApprovalApi.update_comp, 422, { errors: { Contact_Email: ['Diese Adresse ist unbekannt'] } });
    renderWizard('/editcompetitionapproval/7', pages);
    await waitFor(() => expect(field('name').value).toBe('Stadtlauf Darmstadt'));
    fireEvent.click(button('Speichern'));
    expect(await screen.findByText('Diese Adresse ist unbekannt')).toBeTruthy();
  });

  it('is read-only without an update_comp link, and on the show route offers only next, overview and back', async () => {
    application = sampleApplication({ links: [] });
    renderWizard('/editcompetitionapproval/7', pages);
    await waitFor(() => expect(field('name').value).toBe('Stadtlauf Darmstadt'));
    expect(field('name').disabled).toBe(true);
    expect(screen.getByText('Dieser Antrag kann derzeit nicht geändert werden. Sie können ihn nur ansehen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('shows a read-only application on the show route and leads on to the next read-only step', async () => {
    const { router } = renderWizard('/showcompetitionapproval/7', pages);
    await waitFor(() => expect(field('name').value).toBe('Stadtlauf Darmstadt'));
    expect(field('name').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(button('Zur Übersicht')).toBeTruthy();
    fireEvent.click(button('Weiter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/showcompetitionapprovalCategoryArt/7'));
  });

  it('warns about other events on the same day nearby', async () => {
    clashes = [{ id: 9, name: 'Herbstlauf Griesheim', startDate: '2030-05-01T10:00', town: 'Griesheim', organizer: 'TSV Griesheim', state: 1, distanceKm: 6.4 }];
    renderWizard('/editcompetitionapproval/7', pages);
    expect(await screen.findByText(/Herbstlauf Griesheim am 01.05.2030 in Griesheim \(TSV Griesheim\)/)).toBeTruthy();
    expect(clashQueries[0]).toMatchObject({
      query: { startDate: '2030-05-01T09:30', regionId: '3', town: 'Darmstadt', latitude: '49.87282', longitude: '8.65119', excludeId: '7' },
    });
  });

  it('searches the organiser from 3 characters on for users of an association', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const association = organiserSession({ organizationId: 3, organizations: [{ value: 3, text: 'Hessen', type: 'Region', externalId: null }] } as never);
    renderWizard('/newcompetitionapproval', pages, association);
    const owner = await screen.findByRole('combobox', { name: /^Veranstalter/ });
    await user.type(owner, 'Be');
    // Past the search's pause: two letters ask nothing.
    act(() => vi.advanceTimersByTime(400));
    expect(ownerSearches).toHaveLength(0);
    await user.type(owner, 'r');
    fireEvent.click(await screen.findByRole('option', { name: 'LG Bergstraße' }));
    expect(ownerSearches.map((c) => c.params)).toEqual([{ search: 'Ber' }]);
    fireEvent.click(button('Speichern'));
    await waitFor(() => expect(screen.getAllByText('Dieses Feld ist erforderlich').length).toBeGreaterThan(0));
    expect(owner.getAttribute('aria-invalid')).toBe('false');
  });

  it('disables creating when the area catalogue offers no `new` link', async () => {
    withdraw(competitionApprovalApi.new);
    renderWizard('/newcompetitionapproval', pages, organiserSession());
    expect(await screen.findByText('Sie dürfen in der gewählten Organisation keine Anträge anlegen.')).toBeTruthy();
    expect(button('Anlegen und weiter').disabled).toBe(true);
  });
});
