import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Link, PublicEvent } from '@portal/domain';
import { api, ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { anonymousSession, GUID, renderRoute, samplePublicEvent } from '../components/registration-test-support';
import { PublicEventPage } from './public-event-page';

let event: PublicEvent;
let request: ReturnType<typeof vi.spyOn>;
let followAs: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  event = samplePublicEvent();
  request = vi.spyOn(api, 'request').mockImplementation((async (rel: string) => {
    if (rel === 'public_event_registration') return event;
    throw new Error(`unexpected ${rel}`);
  }) as never);
  followAs = vi.spyOn(api, 'followAs').mockImplementation((async () => ({ ...event, currentPeople: 4, placesLeft: 36 })) as never);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('de');
});

const render = () => renderRoute('publicevent', `/events/${GUID}`, <PublicEventPage />, anonymousSession());
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const helperOf = (name: string) => document.getElementById(`field-${name}-helper-text`)?.textContent;

describe('PublicEventPage', { timeout: 30_000 }, () => {
  it('shows the event’s facts and places and signs a visitor up in the page’s language', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Abendsportfest' });
    expect(request.mock.calls[0]).toEqual(['public_event_registration', { params: { guid: GUID }, keepError: true }]);
    for (const text of ['04.07.2030', 'Frankfurt am Main (GER)', 'Eintracht Frankfurt e.V.', 'sportfest@eintracht.example', 'Noch 37 von 40 Plätzen frei']) expect(screen.getByText(text)).toBeTruthy();
    await user.type(field('firstName'), 'Lena');
    await user.type(field('lastName'), 'Läufer');
    await user.type(field('email'), 'lena@example.org');
    await user.type(field('yearOfBirth'), '2001');
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByText(/Ihr Platz ist reserviert\. Bitte prüfen Sie Ihr Postfach: Wir haben eine E-Mail an lena@example.org gesendet\. Bestätigen Sie Ihre Anmeldung innerhalb von 48 Stunden/);
    expect(followAs.mock.calls[0]).toEqual([
      event.links.find((l: Link) => l.rel === 'sign_up'),
      { body: { firstName: 'Lena', lastName: 'Läufer', email: 'lena@example.org', club: null, yearOfBirth: 2001, language: 'de' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Jetzt anmelden' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Person anmelden' }));
    await waitFor(() => expect(field('firstName').value).toBe(''));
  });

  it('checks the form before sending: names, e-mail and a year of birth within the last 150 years', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('button', { name: 'Jetzt anmelden' });
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await waitFor(() => expect(helperOf('firstName')).toBe('Vorname ist erforderlich'));
    expect(helperOf('lastName')).toBe('Nachname ist erforderlich');
    expect(helperOf('email')).toBe('E-Mail ist erforderlich');
    expect(helperOf('yearOfBirth')).toBe('Bitte geben Sie ein gültiges Geburtsjahr ein');
    await user.type(field('yearOfBirth'), String(new Date().getFullYear() + 1));
    expect(helperOf('yearOfBirth')).toBe('Bitte geben Sie ein gültiges Geburtsjahr ein');
    expect(followAs).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and the places reloaded when the last place went meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    followAs.mockImplementationOnce(async () => {
      event = samplePublicEvent({ currentPeople: 40, placesLeft: 0, full: true, links: [] });
      throw new ApiError(409, 'Die Veranstaltung ist ausgebucht: Es ist kein Platz mehr frei.', null);
    });
    render();
    await screen.findByRole('button', { name: 'Jetzt anmelden' });
    await user.type(field('firstName'), 'Lena');
    await user.type(field('lastName'), 'Läufer');
    await user.type(field('email'), 'lena@example.org');
    await user.type(field('yearOfBirth'), '2001');
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByText('Ausgebucht: Es sind keine Plätze mehr frei.', { selector: '.MuiAlert-message' });
    expect(screen.queryByRole('button', { name: 'Jetzt anmelden' })).toBeNull();
  });

  it('says when the event is full, past or unknown, without a form', async () => {
    event = samplePublicEvent({ currentPeople: 40, placesLeft: 0, full: true, links: [] });
    const { unmount } = render();
    await screen.findByText('Ausgebucht: Es sind keine Plätze mehr frei.', { selector: '.MuiAlert-message' });
    expect(screen.getByText('Noch 0 von 40 Plätzen frei')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jetzt anmelden' })).toBeNull();
    unmount();
    event = samplePublicEvent({ open: false, links: [] });
    const past = render();
    await screen.findByText('Die Anmeldung ist geschlossen: Die Veranstaltung hat bereits stattgefunden.');
    past.unmount();
    event = samplePublicEvent({ maxPeople: 0, placesLeft: null, currentPeople: 12 });
    const unlimited = render();
    await screen.findByText('Ohne Begrenzung – 12 angemeldet');
    unlimited.unmount();
    request.mockRejectedValue(new ApiError(404, 'nicht gefunden', null));
    render();
    await screen.findByText('Diese Veranstaltung wurde nicht gefunden. Bitte prüfen Sie den Link.');
  });

  it('speaks English and Dutch', async () => {
    await i18n.changeLanguage('en');
    const en = render();
    await screen.findByText('37 of 40 places left');
    expect(screen.getByRole('button', { name: 'Sign up now' })).toBeTruthy();
    en.unmount();
    await i18n.changeLanguage('nl');
    render();
    await screen.findByText('Nog 37 van 40 plaatsen vrij');
    expect(screen.getByRole('button', { name: 'Nu inschrijven' })).toBeTruthy();
  });
});
