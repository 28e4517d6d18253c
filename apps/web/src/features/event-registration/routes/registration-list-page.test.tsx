import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attendee, EventRegistration, Link } from '@portal/domain';
import { api, ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { BASE, link, managerLinks, renderRoute, sampleRegistration } from '../components/registration-test-support';
import { RegistrationListPage } from './registration-list-page';

let rows: EventRegistration[];
let totalCount: number;
let listLinks: Link[];
let requestIn: ReturnType<typeof vi.spyOn>;
let followAs: ReturnType<typeof vi.spyOn>;

const attendees: Attendee[] = [
  { id: 1, firstName: 'Zora', lastName: 'Abel', email: 'zora@example.org', club: null, yearOfBirth: 2001, createdAt: '2030-05-02T16:30:00.000Z', confirmed: true, links: [link('remove_attendee', `${BASE}/x/attendees/1`, 'DELETE')] },
  { id: 2, firstName: 'Emma', lastName: 'Brown', email: 'emma@example.org', club: 'LG Offenbach', yearOfBirth: 1998, createdAt: '2030-05-03T08:05:00.000Z', confirmed: false, links: [link('remove_attendee', `${BASE}/x/attendees/2`, 'DELETE')] },
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
  listLinks = [link('new_event_reg', BASE, 'POST')];
  requestIn = vi.spyOn(api, 'requestIn').mockImplementation((async (_area: string, rel: string, options: { query: { pageNumber: number; pageSize: number } }) => {
    if (rel !== 'get_event_registrations') throw new Error(`unexpected ${rel}`);
    const { pageNumber, pageSize } = options.query;
    return { entities: rows, links: listLinks, paginationMetadata: { currentPage: pageNumber, totalPages: Math.ceil(totalCount / pageSize), totalCount, pageSize } };
  }) as never);
  followAs = vi.spyOn(api, 'followAs').mockImplementation((async (l: Link) => {
    if (l.rel === 'get_attendees') return attendees;
    if (l.rel === 'inform_attendees') return { queued: 3 };
    if (l.rel === 'delete_event_reg') return {};
    if (l.rel === 'remove_attendee') return {};
    throw new Error(`unexpected ${l.rel}`);
  }) as never);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** How often the list was requested. */
const listCalls = () => requestIn.mock.calls.filter((c: unknown[]) => c[1] === 'get_event_registrations').length;
const lastQuery = () => (requestIn.mock.calls.at(-1)![2] as { query: Record<string, unknown> }).query;
const render = () => renderRoute('eventregistration', '/eventregistration', <RegistrationListPage />);
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const followed = (rel: string) => followAs.mock.calls.filter((c: unknown[]) => (c[0] as Link).rel === rel);

describe('RegistrationListPage', { timeout: 30_000 }, () => {
  it('shows name, date, town, country and the people as (max/current), unlimited in words', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Liste der Veranstaltungen' });
    await within(table).findByText('Abendsportfest');
    expect(requestIn.mock.calls[0]).toEqual([expect.anything(), 'get_event_registrations', { query: { pageNumber: 1, pageSize: 10 } }]);
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
    expect(followed('delete_event_reg')).toHaveLength(0);
    fireEvent.click(button('Abendsportfest löschen'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Die Veranstaltung wurde gelöscht.');
    expect(followed('delete_event_reg')[0][0]).toEqual(rows[0].links.find((l) => l.rel === 'delete_event_reg'));
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
    expect(followed('inform_attendees')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nachricht/ }), { target: { value: 'Start um 18 Uhr.\nBitte pünktlich.' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    await screen.findByText('Die Nachricht wurde an 3 Teilnehmer versendet.');
    expect(followed('inform_attendees')[0]).toEqual([rows[0].links.find((l) => l.rel === 'inform_attendees'), { body: { content: 'Start um 18 Uhr.\nBitte pünktlich.' }, keepError: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByText('Die Nachricht wurde an 3 Teilnehmer versendet.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.queryByText('Die Nachricht wurde an 3 Teilnehmer versendet.')).toBeNull());
  });

  it('reloads the list after a failed delete too, closes the confirmation and claims no success', async () => {
    followAs.mockImplementation((async (l: Link) => {
      if (l.rel === 'delete_event_reg') throw new ApiError(404, 'Nicht gefunden', null);
      throw new Error(`unexpected ${l.rel}`);
    }) as never);
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
    followAs.mockImplementation((async (l: Link) => {
      if (l.rel === 'inform_attendees') throw new ApiError(409, 'Für diese Veranstaltung ist niemand angemeldet.', { message: 'Für diese Veranstaltung ist niemand angemeldet.' } as never);
      throw new Error(`unexpected ${l.rel}`);
    }) as never);
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
    followAs.mockImplementation((async () => ({ queued: 1 })) as never);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    await screen.findByText('Die Nachricht wurde an 1 Teilnehmer versendet.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the attendees, confirmed or not, with the download of the Excel file', async () => {
    const follow = vi.spyOn(api, 'follow').mockResolvedValue(new Response('xlsx', { headers: { 'Content-Disposition': 'attachment; filename="Teilnehmer.xlsx"' } }) as never);
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
    await waitFor(() => expect(follow).toHaveBeenCalledWith(rows[0].links.find((l) => l.rel === 'export_attendees'), { raw: true }));
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
    expect(followed('remove_attendee')).toHaveLength(0);
    const asked = followed('get_attendees').length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Emma Brown abmelden' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Teilnehmer abmelden?' })).getByRole('button', { name: 'Abmelden' }));
    await within(dialog).findByText('Die Anmeldung wurde entfernt.');
    expect(followed('remove_attendee')).toEqual([[attendees[1].links[0], { keepError: true }]]);
    await waitFor(() => expect(followed('get_attendees').length).toBeGreaterThan(asked));
  });

  it('searches on Enter, pages on the server and keeps both in local storage', async () => {
    localStorage.setItem('list.eventRegistrations', JSON.stringify({ freetextSearch: 'Fest', pageSize: 25, pageNumber: 2 }));
    totalCount = 80;
    render();
    await screen.findByText('Abendsportfest');
    expect(requestIn.mock.calls[0][2]).toEqual({ query: { pageNumber: 2, pageSize: 25, freetextSearch: 'Fest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNumber: 3 }));
    const text = screen.getByLabelText('Suche');
    expect((text as HTMLInputElement).value).toBe('Fest');
    fireEvent.change(text, { target: { value: 'Frankfurt' } });
    fireEvent.submit(text.closest('form')!);
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: 1, pageSize: 25, freetextSearch: 'Frankfurt' }));
    expect(JSON.parse(localStorage.getItem('list.eventRegistrations')!)).toMatchObject({ freetextSearch: 'Frankfurt', pageNumber: 1 });
  });
});
