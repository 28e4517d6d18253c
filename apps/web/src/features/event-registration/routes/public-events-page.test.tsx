import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@portal/domain';
import { api } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { pathTo } from '../../../lib/routing';
import { eventRegistrationFeature } from '../feature';
import { anonymousSession, clubUserSession, link, renderRoute, samplePublicEvent } from '../components/registration-test-support';
import { PublicEventsPage } from './public-events-page';

const FULL = '1a2b3c4d-0000-4000-8000-000000000001';
const UNLIMITED = '1a2b3c4d-0000-4000-8000-000000000002';
const DUTCH = '1a2b3c4d-0000-4000-8000-000000000003';

let events: PublicEvent[];
let request: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  const publicLink = (guid: string) => link('public_event_registration', `/api/public/event-registrations/${guid}`);
  events = [
    samplePublicEvent(),
    samplePublicEvent({ guid: FULL, name: 'Hallenmeeting', eventDate: '2030-07-11', currentPeople: 40, placesLeft: 0, full: true, links: [publicLink(FULL)] }),
    samplePublicEvent({ guid: UNLIMITED, name: 'Mainuferlauf', eventDate: '2030-09-12', maxPeople: 0, currentPeople: 2, placesLeft: null }),
    samplePublicEvent({ guid: DUTCH, name: 'Phanos Avondwedstrijd', city: 'Amsterdam', country: 'NED', masterOrganizationId: 2, masterOrganizationName: 'Atletiekunie', organizerName: 'AV Phanos' }),
  ];
  request = vi.spyOn(api, 'request').mockImplementation((async (rel: string) => {
    if (rel === 'public_event_registrations') return events;
    throw new Error(`unexpected ${rel}`);
  }) as never);
});
afterEach(() => vi.restoreAllMocks());

const render = (path = pathTo('publicevents'), session = anonymousSession()) =>
  renderRoute('publicevents', path, <PublicEventsPage />, session);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('PublicEventsPage', { timeout: 30_000 }, () => {
  it('lists the first federation’s upcoming events with date, town, country and the places left, each linking to its sign-up page', async () => {
    const { router } = render();
    const table = await screen.findByRole('table', { name: 'Kommende Veranstaltungen' });
    expect(request.mock.calls[0][0]).toBe('public_event_registrations');
    expect(screen.getByRole('heading', { level: 1, name: 'Veranstaltungen mit Anmeldung' })).toBeTruthy();
    expect(screen.getByText('Deutscher Leichtathletik-Verband', { selector: 'h6' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Veranstaltung', 'Datum', 'Ort', 'Land', 'Freie Plätze', 'Anmeldung']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Abendsportfest', '04.07.2030', 'Frankfurt am Main', 'Deutschland', '37', 'Zur Anmeldung'],
      ['Hallenmeeting', '11.07.2030', 'Frankfurt am Main', 'Deutschland', 'ausgebucht', 'Details'],
      ['Mainuferlauf', '12.09.2030', 'Frankfurt am Main', 'Deutschland', 'unbegrenzt', 'Zur Anmeldung'],
    ]);
    expect(screen.queryByText('Phanos Avondwedstrijd')).toBeNull();
    expect(within(table).getByRole('link', { name: 'Details: Hallenmeeting' }).getAttribute('href')).toBe(pathTo('publicevent', { guid: FULL }));
    fireEvent.click(within(table).getByRole('link', { name: 'Zur Anmeldung: Abendsportfest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathTo('publicevent', { guid: events[0].guid })));
    expect(screen.getByText('route publicevent')).toBeTruthy();
  });

  it('switches the federation through the URL, and a link with the federation shows its events', async () => {
    const { router } = render();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Verband' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Atletiekunie' }));
    const table = await screen.findByRole('table', { name: 'Kommende Veranstaltungen' });
    await within(table).findByText('Phanos Avondwedstrijd');
    expect(within(table).queryByText('Abendsportfest')).toBeNull();
    expect(router.state.location.search).toBe('?federation=2');
  });

  it('opens on the federation of the link, also for a signed-in user, and offers printing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(`${pathTo('publicevents')}?federation=2`, clubUserSession());
    await screen.findByText('Phanos Avondwedstrijd');
    expect(screen.getByRole('combobox', { name: 'Verband' }).textContent).toBe('Atletiekunie');
    fireEvent.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalled();
  });

  it('says so when no event is open for sign-up, without a selector', async () => {
    events = [];
    render();
    await screen.findByText('Zurzeit ist keine Veranstaltung zur Anmeldung ausgeschrieben.');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows no selector with one federation only', async () => {
    events = events.slice(0, 2);
    render();
    await screen.findByText('Abendsportfest');
    expect(screen.queryByRole('combobox', { name: 'Verband' })).toBeNull();
  });

  it('reads in English and Dutch', async () => {
    try {
      await i18n.changeLanguage('en');
      const first = render();
      const table = await screen.findByRole('table', { name: 'Upcoming events' });
      expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Event', 'Date', 'Town', 'Country', 'Places left', 'Sign-up']);
      expect(within(table).getAllByText('Germany').length).toBe(3);
      expect(within(table).getByText('unlimited')).toBeTruthy();
      expect(within(table).getByText('fully booked')).toBeTruthy();
      expect(within(table).getByRole('link', { name: 'Sign up for Abendsportfest' })).toBeTruthy();
      first.unmount();
      await i18n.changeLanguage('nl');
      render();
      const dutch = await screen.findByRole('table', { name: 'Komende evenementen' });
      expect(within(dutch).getAllByText('Duitsland').length).toBe(3);
      expect(within(dutch).getByText('onbeperkt')).toBeTruthy();
      expect(within(dutch).getByRole('link', { name: 'Inschrijven voor Abendsportfest' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('is a drawer entry for visitors, shown when the root offers the public list', () => {
    expect(eventRegistrationFeature.drawer?.find((e) => e.key === 'publicEvents')).toMatchObject({ route: 'publicevents', label: 'drawer.publicEvents', audience: 'anonymous', rel: 'public_event_registrations' });
    expect(eventRegistrationFeature.routes.find((r) => r.name === 'publicevents')?.authorize).toBeUndefined();
  });
});
