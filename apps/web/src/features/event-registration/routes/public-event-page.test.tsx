import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicEventRegistrationsApi, type PublicEvent } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, problem, refuse, type Received } from '../../../testing/api-handlers';
import { anonymousSession, GUID, renderRoute, samplePublicEvent } from '../components/registration-test-support';
import { PublicEventPage } from './public-event-page';

let event: PublicEvent;
let opened: Received<typeof publicEventRegistrationsApi.public_event_registration>[];
let signUps: Received<typeof publicEventRegistrationsApi.sign_up>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  event = samplePublicEvent();
  opened = answer(publicEventRegistrationsApi.public_event_registration, () => event);
  signUps = answer(publicEventRegistrationsApi.sign_up, () => ({ ...event, currentPeople: 4, placesLeft: 36 }));
});
afterEach(async () => {
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
    expect(opened[0].params).toEqual({ guid: GUID });
    for (const text of ['04.07.2030', 'Frankfurt am Main (GER)', 'Eintracht Frankfurt e.V.', 'sportfest@eintracht.example', 'Noch 37 von 40 Plätzen frei']) expect(screen.getByText(text)).toBeTruthy();
    await user.type(field('firstName'), 'Lena');
    await user.type(field('lastName'), 'Läufer');
    await user.type(field('email'), 'lena@example.org');
    await user.type(field('yearOfBirth'), '2001');
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByText(/Ihr Platz ist reserviert\. Bitte prüfen Sie Ihr Postfach: Wir haben eine E-Mail an lena@example.org gesendet\. Bestätigen Sie Ihre Anmeldung innerhalb von 48 Stunden/);
    expect(signUps).toEqual([
      { params: { guid: GUID }, query: {}, body: { firstName: 'Lena', lastName: 'Läufer', email: 'lena@example.org', club: null, yearOfBirth: 2001, language: 'de' } },
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
    expect(signUps).toHaveLength(0);
  });

  it('shows the server’s refusal and the places reloaded when the last place went meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    answer(
      publicEventRegistrationsApi.sign_up,
      () => {
        event = samplePublicEvent({ currentPeople: 40, placesLeft: 0, full: true, links: [] });
        return problem(409, { message: 'Die Veranstaltung ist ausgebucht: Es ist kein Platz mehr frei.' });
      },
      { once: true },
    );
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
    refuse(publicEventRegistrationsApi.public_event_registration, 404);
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
