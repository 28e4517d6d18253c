import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventRegistrationsApi, type Attendee, type EventRegistration, type Link } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, problem, refuse, type Received } from '../../../testing/api-handlers';
import { GUID, linkTo, managerLinks, renderRoute, sampleRegistration } from '../components/registration-test-support';
import { RegistrationListPage } from './registration-list-page';

let rows: EventRegistration[];
let totalCount: number;
let listLinks: Link[];
let lists: Received<typeof eventRegistrationsApi.get_event_registrations>[];
let attendeeLists: Received<typeof eventRegistrationsApi.get_attendees>[];
let mails: Received<typeof eventRegistrationsApi.inform_attendees>[];
let deleted: Received<typeof eventRegistrationsApi.delete_event_reg>[];
let removed: Received<typeof eventRegistrationsApi.remove_attendee>[];

const attendees: Attendee[] = [
  { id: 1, firstName: 'Zora', lastName: 'Abel', email: 'zora@example.org', club: null, yearOfBirth: 2001, createdAt: '2030-05-02T16:30:00.000Z', confirmed: true, links: [linkTo(eventRegistrationsApi.remove_attendee, { guid: GUID, attendeeId: 1 })] },
  { id: 2, firstName: 'Emma', lastName: 'Brown', email: 'emma@example.org', club: 'LG Offenbach', yearOfBirth: 1998, createdAt: '2030-05-03T08:05:00.000Z', confirmed: false, links: [linkTo(eventRegistrationsApi.remove_attendee, { guid: GUID, attendeeId: 2 })] },
];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  rows = [
    sampleRegistration(),
    sampleRegistration({ id: 8, guid: '5d1c0a7b-2e3f-4a5b-8c9d-0e1f2a3b4c5d', name: 'Mainuferlauf', maxPeople: 0, currentPeople: 0, eventDate: '2030-09-12', links: managerLinks('5d1c0a7b-2e3f-4a5b-8c9d-0e1f2a3b4c5d', false) }),
  ];
  totalCount = 2;
  listLinks = [linkTo(eventRegistrationsApi.new_event_reg)];
  lists = answer(eventRegistrationsApi.get_event_registrations, ({ query: { pageNumber, pageSize } }) => ({
    entities: rows,
    links: listLinks,
    paginationMetadata: { currentPage: pageNumber, totalPages: Math.ceil(totalCount / pageSize), totalCount, pageSize },
  }));
  attendeeLists = answer(eventRegistrationsApi.get_attendees, () => attendees);
  mails = answer(eventRegistrationsApi.inform_attendees, () => ({ queued: 3 }));
  deleted = answer(eventRegistrationsApi.delete_event_reg, () => ({}));
  removed = answer(eventRegistrationsApi.remove_attendee, () => ({}));
});
afterEach(() => {
  vi.useRealTimers();
});

/** How often the list was requested. */
const listCalls = () => lists.length;
const lastQuery = () => lists.at(-1)!.query;
const render = () => renderRoute('eventregistration', '/eventregistration', <RegistrationListPage />);
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('RegistrationListPage', { timeout: 30_000 }, () => {
  it('shows name, date, town, country and the people as (max/current), unlimited in words', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Liste der Veranstaltungen' });
    await within(table).findByText('Abendsportfest');
    expect(lists[0].query).toEqual({ pageNumber: '1', pageSize: '10' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Aktionen', 'Name', 'Datum', 'Ort', 'Land', 'Personen (max./angemeldet)']);
    expect(within(rowOf(7)).getByText('04.07.2030')).toBeTruthy();
    expect(within(rowOf(7)).getByText('GER')).toBeTruthy();
    expect(within(rowOf(7)).getByText('(40/3)')).toBeTruthy();
    expect(within(rowOf(8)).getByText('(unbegrenzt/0)')).toBeTruthy();
  });

  it('enables each action exactly when the row carries its link, and opens the form for edit', async () => {
    rows.push(sampleRegistration({ id: 9, guid: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', name: 'Fremdes Fest', links: [] }));
    const { router } = render();
    await screen.findByText('Fremdes Fest');
    for (const action of ['bearbeiten', 'löschen']) expect(button(`Fremdes Fest ${action}`).disabled).toBe(true);
    expect(button('Teilnehmer von Fremdes Fest').disabled).toBe(true);
    expect(button('E-Mail an die Teilnehmer von Mainuferlauf').disabled).toBe(true);
    expect(button('E-Mail an die Teilnehmer von Abendsportfest').disabled).toBe(false);
    expect(button('Anmeldeseite von Fremdes Fest öffnen').disabled).toBe(false);
    fireEvent.click(button('Abendsportfest bearbeiten'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/updateeventregistration/${rows[0].guid}`));
  });

  it('opens the form for a new event when the list offers it, else keeps the button disabled', async () => {
    const { router, unmount } = render();
    await screen.findByText('Abendsportfest');
    fireEvent.click(button('Neue Veranstaltung'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/neweventregistration'));
    unmount();
    listLinks = [];
    render();
    await screen.findByText('Abendsportfest');
    expect(button('Neue Veranstaltung').disabled).toBe(true);
  });

  it('deletes only after the confirmation, and says so', async () => {
    render();
    await screen.findByText('Abendsportfest');
    fireEvent.click(button('Abendsportfest löschen'));
    const dialog = await screen.findByRole('dialog', { name: 'Veranstaltung löschen?' });
    expect(dialog.textContent).toContain('„Abendsportfest“ wird mit allen Anmeldungen (3) gelöscht');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toHaveLength(0);
    fireEvent.click(button('Abendsportfest löschen'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Die Veranstaltung wurde gelöscht.');
    expect(deleted.map((c) => c.params)).toEqual([{ guid: rows[0].guid }]);
  });

  it('mails the attendees from a dialog with Send and Abort; the sent message closes after 5 seconds', async () => {
    render();
    await screen.findByText('Abendsportfest');
    fireEvent.click(button('E-Mail an die Teilnehmer von Abendsportfest'));
    let dialog = await screen.findByRole('dialog', { name: 'E-Mail an die Teilnehmer' });
    expect(dialog.textContent).toContain('an alle Angemeldeten von „Abendsportfest“, die ihre Anmeldung bestätigt haben');
    expect(dialog.textContent).toContain('Höchstens 3 Nachrichten je Veranstaltung in 24 Stunden.');
    expect(dialog.textContent).toContain('sportfest@eintracht.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(button('E-Mail an die Teilnehmer von Abendsportfest'));
    dialog = await screen.findByRole('dialog', { name: 'E-Mail an die Teilnehmer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    await within(dialog).findByText('Bitte geben Sie eine Nachricht ein');
    expect(mails).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nachricht/ }), { target: { value: 'Start um 18 Uhr.\nBitte pünktlich.' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    await screen.findByText('Die Nachricht wurde an 3 Teilnehmer versendet.');
    expect(mails).toEqual([{ params: { guid: rows[0].guid }, query: {}, body: { content: 'Start um 18 Uhr.\nBitte pünktlich.' } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByText('Die Nachricht wurde an 3 Teilnehmer versendet.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.queryByText('Die Nachricht wurde an 3 Teilnehmer versendet.')).toBeNull());
  });

  it('reloads the list after a failed delete too, closes the confirmation and claims no success', async () => {
    refuse(eventRegistrationsApi.delete_event_reg, 404);
    render();
    await screen.findByText('Abendsportfest');
    const before = listCalls();
    // Deleted meanwhile by someone else: the server answers 404, the reloaded list no longer has the row.
    rows = rows.slice(1);
    totalCount = 1;
    fireEvent.click(button('Abendsportfest löschen'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('Abendsportfest')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Die Veranstaltung wurde gelöscht.')).toBeNull();
  });

  it('shows a refusal of the mail inside the dialog, keeps it open and reloads the list', async () => {
    // The first send is refused, the second goes out to one attendee.
    answer(eventRegistrationsApi.inform_attendees, () => ({ queued: 1 }));
    answer(eventRegistrationsApi.inform_attendees, () => problem(409, { message: 'Für diese Veranstaltung ist niemand angemeldet.' }), { once: true });
    render();
    await screen.findByText('Abendsportfest');
    const before = listCalls();
    fireEvent.click(button('E-Mail an die Teilnehmer von Abendsportfest'));
    const dialog = await screen.findByRole('dialog', { name: 'E-Mail an die Teilnehmer' });
    const content = within(dialog).getByRole('textbox', { name: /Nachricht/ });
    fireEvent.change(content, { target: { value: 'Start um 18 Uhr.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Für diese Veranstaltung ist niemand angemeldet.');
    // A general refusal, not a problem of the text: the field shows no error.
    expect(content.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('dialog', { name: 'E-Mail an die Teilnehmer' })).toBe(dialog);
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    // Sending again clears the old refusal first.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    await screen.findByText('Die Nachricht wurde an 1 Teilnehmer versendet.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the attendees, confirmed or not, with the download of the Excel file', async () => {
    const exports = answer(eventRegistrationsApi.export_attendees, () => new TextEncoder().encode('xlsx'), { headers: { 'Content-Disposition': 'attachment; filename="Teilnehmer.xlsx"' } });
    URL.createObjectURL = vi.fn(() => 'blob:teilnehmer');
    URL.revokeObjectURL = vi.fn();
    render();
    await screen.findByText('Abendsportfest');
    fireEvent.click(button('Teilnehmer von Abendsportfest'));
    const dialog = await screen.findByRole('dialog', { name: 'Teilnehmer: Abendsportfest' });
    const table = await within(dialog).findByRole('table', { name: 'Liste der Teilnehmer' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Abel, Zora', 'Brown, Emma']);
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[5].textContent)).toEqual(['bestätigt', 'unbestätigt']);
    expect(within(dialog).getByText('2 Angemeldete')).toBeTruthy();
    within(dialog).getByText(/^Unbestätigte Anmeldungen halten ihren Platz 48 Stunden lang/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excel-Datei herunterladen' }));
    await waitFor(() => expect(exports.map((c) => c.params)).toEqual([{ guid: rows[0].guid }]));
  });

  it('removes an attendee only after the confirmation, says so and reloads the attendees', async () => {
    render();
    await screen.findByText('Abendsportfest');
    fireEvent.click(button('Teilnehmer von Abendsportfest'));
    const dialog = await screen.findByRole('dialog', { name: 'Teilnehmer: Abendsportfest' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Zora Abel abmelden' }));
    const confirm = await screen.findByRole('dialog', { name: 'Teilnehmer abmelden?' });
    within(confirm).getByText(/^Zora Abel wird von der Veranstaltung abgemeldet/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Teilnehmer abmelden?' })).toBeNull());
    expect(removed).toHaveLength(0);
    const asked = attendeeLists.length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Emma Brown abmelden' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Teilnehmer abmelden?' })).getByRole('button', { name: 'Abmelden' }));
    await within(dialog).findByText('Die Anmeldung wurde entfernt.');
    expect(removed.map((c) => c.params)).toEqual([{ guid: GUID, attendeeId: '2' }]);
    await waitFor(() => expect(attendeeLists.length).toBeGreaterThan(asked));
  });

  it('searches on Enter, pages on the server and keeps both in local storage', async () => {
    localStorage.setItem('list.eventRegistrations', JSON.stringify({ freetextSearch: 'Fest', pageSize: 25, pageNumber: 2 }));
    totalCount = 80;
    render();
    await screen.findByText('Abendsportfest');
    expect(lists[0].query).toEqual({ pageNumber: '2', pageSize: '25', freetextSearch: 'Fest' });
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNumber: '3' }));
    const text = screen.getByLabelText('Suche');
    expect((text as HTMLInputElement).value).toBe('Fest');
    fireEvent.change(text, { target: { value: 'Frankfurt' } });
    fireEvent.submit(text.closest('form')!);
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '1', pageSize: '25', freetextSearch: 'Frankfurt' }));
    expect(JSON.parse(localStorage.getItem('list.eventRegistrations')!)).toMatchObject({ freetextSearch: 'Frankfurt', pageNumber: 1 });
  });
});
