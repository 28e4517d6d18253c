import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationsApi, publicEventRegistrationsApi, type PublicEvent } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { pathTo } from '../../../lib/routing';
import { eventRegistrationFeature } from '../feature';
import { anonymousSession, clubUserSession, linkTo, renderRoute, samplePublicEvent } from '../components/registration-test-support';
import { PublicEventsPage } from './public-events-page';

const FULL = '1a2b3c4d-0000-4000-8000-000000000001';
const UNLIMITED = '1a2b3c4d-0000-4000-8000-000000000002';
const DUTCH = '1a2b3c4d-0000-4000-8000-000000000003';

const DLV = { value: 1, text: 'Deutscher Leichtathletik-Verband', languageId: 1 };
const KBAU = { value: 2, text: 'Atletiekunie', languageId: 3 };
const OEFB = { value: 3, text: 'Österreichischer Leichtathletik-Verband', languageId: 1 };

let federations: (typeof DLV)[];
let events: PublicEvent[];
/** How many events the call over all federations answers at most (the server's cut-off). */
let allLimit: number;
let eventLists: Received<typeof publicEventRegistrationsApi.public_event_registrations>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  const publicLink = (guid: string) => linkTo(publicEventRegistrationsApi.public_event_registration, { guid });
  federations = [DLV, KBAU, OEFB];
  allLimit = 400;
  events = [
    samplePublicEvent({ guid: DUTCH, name: 'Phanos Avondwedstrijd', eventDate: '2030-07-01', city: 'Amsterdam', country: 'NED', masterOrganizationId: 2, masterOrganizationName: 'Atletiekunie', organizerName: 'AV Phanos' }),
    samplePublicEvent(),
    samplePublicEvent({ guid: FULL, name: 'Hallenmeeting', eventDate: '2030-07-11', currentPeople: 40, placesLeft: 0, full: true, links: [publicLink(FULL)] }),
    samplePublicEvent({ guid: UNLIMITED, name: 'Mainuferlauf', eventDate: '2030-09-12', maxPeople: 0, currentPeople: 2, placesLeft: null }),
  ];
  answer(organizationsApi.master_organizations, () => federations);
  eventLists = answer(publicEventRegistrationsApi.public_event_registrations, ({ query: { masterOrganizationId: id } }) =>
    id === undefined ? events.slice(0, allLimit) : events.filter((e) => e.masterOrganizationId === id),
  );
});
afterEach(() => vi.restoreAllMocks());

const render = (path = pathTo('publicevents'), session = anonymousSession()) =>
  renderRoute('publicevents', path, <PublicEventsPage />, session);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
/** The federations whose events were asked for, in order (`undefined`: every federation's). */
const eventCalls = () => eventLists.map(({ query }) => (query.masterOrganizationId === undefined ? undefined : Number(query.masterOrganizationId)));
const dlvEvents = () => events.filter((e) => e.masterOrganizationId === 1);

describe('PublicEventsPage', { timeout: 30_000 }, () => {
  it('lists a signed-in user’s federation’s upcoming events with date, town, country and the places left, each linking to its sign-up page', async () => {
    const { router } = render(pathTo('publicevents'), clubUserSession());
    const table = await screen.findByRole('table', { name: 'Kommende Veranstaltungen' });
    expect(eventCalls()).toEqual([1]);
    expect(screen.getByRole('heading', { level: 1, name: 'Veranstaltungen mit Anmeldung' })).toBeTruthy();
    expect(screen.getByText('Deutscher Leichtathletik-Verband', { selector: 'h6' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Verband' }).textContent).toBe('Deutscher Leichtathletik-Verband');
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
    await waitFor(() => expect(router.state.location.pathname).toBe(pathTo('publicevent', { guid: dlvEvents()[0].guid })));
    expect(screen.getByText('route publicevent')).toBeTruthy();
  });

  it('opens for a visitor on the federation of the soonest event, found by one call over all federations', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Kommende Veranstaltungen' });
    await within(table).findByText('Phanos Avondwedstrijd');
    expect(within(table).queryByText('Abendsportfest')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Verband' }).textContent).toBe('Atletiekunie');
    expect(eventCalls()).toEqual([undefined, 2]);
  });

  it('opens for a visitor on the first federation when no federation has an event', async () => {
    events = [];
    render();
    await screen.findByText('Für Deutscher Leichtathletik-Verband ist zurzeit keine Veranstaltung zur Anmeldung ausgeschrieben.');
    expect(screen.getByRole('combobox', { name: 'Verband' }).textContent).toBe('Deutscher Leichtathletik-Verband');
    expect(screen.queryByRole('table')).toBeNull();
    expect(eventCalls()).toEqual([undefined, 1]);
  });

  it('offers every federation and lists one whose events all come after the cut-off of the call over all federations', async () => {
    allLimit = 1;
    const { router } = render();
    await screen.findByText('Phanos Avondwedstrijd');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Verband' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deutscher Leichtathletik-Verband' }));
    await waitFor(() => expect(router.state.location.search).toBe('?federation=1'));
    const table = await screen.findByRole('table', { name: 'Kommende Veranstaltungen' });
    await within(table).findByText('Abendsportfest');
    expect(within(table).getAllByRole('row').slice(1).map((r) => cells(r)[0])).toEqual(['Abendsportfest', 'Hallenmeeting', 'Mainuferlauf']);
    expect(eventCalls()).toEqual([undefined, 2, 1]);
  });

  it('switches the federation through the URL and asks for that federation’s events', async () => {
    const { router } = render(pathTo('publicevents'), clubUserSession());
    await screen.findByText('Abendsportfest');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Verband' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Deutscher Leichtathletik-Verband', 'Atletiekunie', 'Österreichischer Leichtathletik-Verband']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Atletiekunie' }));
    const table = await screen.findByRole('table', { name: 'Kommende Veranstaltungen' });
    await within(table).findByText('Phanos Avondwedstrijd');
    expect(within(table).queryByText('Abendsportfest')).toBeNull();
    expect(router.state.location.search).toBe('?federation=2');
    expect(eventCalls()).toEqual([1, 2]);
  });

  it('opens on the federation of the link, also for a signed-in user, and offers printing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(`${pathTo('publicevents')}?federation=2`, clubUserSession());
    await screen.findByText('Phanos Avondwedstrijd');
    expect(screen.getByRole('combobox', { name: 'Verband' }).textContent).toBe('Atletiekunie');
    expect(eventCalls()).toEqual([2]);
    fireEvent.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalled();
  });

  it('says so for a federation of the link without upcoming events, and keeps the selector to switch', async () => {
    render(`${pathTo('publicevents')}?federation=3`);
    await screen.findByText('Für Österreichischer Leichtathletik-Verband ist zurzeit keine Veranstaltung zur Anmeldung ausgeschrieben.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Phanos Avondwedstrijd')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Verband' }).textContent).toBe('Österreichischer Leichtathletik-Verband');
    expect(eventCalls()).toEqual([3]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Verband' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deutscher Leichtathletik-Verband' }));
    await screen.findByText('Abendsportfest');
    expect(eventCalls()).toEqual([3, 1]);
  });

  it('ignores an unknown federation in the link', async () => {
    render(`${pathTo('publicevents')}?federation=99`, clubUserSession());
    await screen.findByText('Abendsportfest');
    expect(screen.getByRole('combobox', { name: 'Verband' }).textContent).toBe('Deutscher Leichtathletik-Verband');
    expect(eventCalls()).toEqual([1]);
  });

  it('shows no selector with one federation only', async () => {
    federations = [DLV];
    events = dlvEvents();
    render();
    await screen.findByText('Abendsportfest');
    expect(screen.queryByRole('combobox', { name: 'Verband' })).toBeNull();
    expect(screen.getByText('Deutscher Leichtathletik-Verband', { selector: 'h6' })).toBeTruthy();
  });

  it('says so when there is no federation at all', async () => {
    federations = [];
    render();
    await screen.findByText('Zurzeit ist keine Veranstaltung zur Anmeldung ausgeschrieben.');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads in English and Dutch', async () => {
    try {
      await i18n.changeLanguage('en');
      const first = render(pathTo('publicevents'), clubUserSession());
      const table = await screen.findByRole('table', { name: 'Upcoming events' });
      expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Event', 'Date', 'Town', 'Country', 'Places left', 'Sign-up']);
      expect(within(table).getAllByText('Germany').length).toBe(3);
      expect(within(table).getByText('unlimited')).toBeTruthy();
      expect(within(table).getByText('fully booked')).toBeTruthy();
      expect(within(table).getByRole('link', { name: 'Sign up for Abendsportfest' })).toBeTruthy();
      first.unmount();
      await i18n.changeLanguage('nl');
      render(`${pathTo('publicevents')}?federation=1`);
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
