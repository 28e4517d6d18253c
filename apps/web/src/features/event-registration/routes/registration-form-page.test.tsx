import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventRegistrationsApi, type EventRegistration } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { GUID, linkTo, renderRoute, sampleRegistration } from '../components/registration-test-support';
import { MAX_PEOPLE_TOOLTIP_MS } from '../components/max-people-field';
import { RegistrationFormPage } from './registration-form-page';

let registration: EventRegistration;
let created: Received<typeof eventRegistrationsApi.new_event_reg>[];
let updated: Received<typeof eventRegistrationsApi.update_event_reg>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  registration = sampleRegistration();
  answer(eventRegistrationsApi.get_by_id, () => registration);
  created = answer(eventRegistrationsApi.new_event_reg, () => registration);
  updated = answer(eventRegistrationsApi.update_event_reg, () => registration);
});
afterEach(() => {
  vi.useRealTimers();
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const helperOf = (name: string) => document.getElementById(`field-${name}-helper-text`)?.textContent;
const renderNew = () => renderRoute('neweventregistration', '/neweventregistration', <RegistrationFormPage />);
const renderEdit = () => renderRoute('updateeventregistration', `/updateeventregistration/${GUID}`, <RegistrationFormPage />);

describe('RegistrationFormPage', { timeout: 30_000 }, () => {
  it('names every required field when creating empty, then creates with the user’s address as contact and returns to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderNew();
    await screen.findByRole('button', { name: 'Anlegen' });
    expect(field('contactEmail').value).toBe('club.user@example.org');
    await user.clear(field('contactEmail'));
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('name')).toBe('Bitte geben Sie einen Namen ein'));
    expect(helperOf('contactEmail')).toBe('E-Mail ist erforderlich');
    expect(helperOf('city')).toBe('Bitte geben Sie den Ort ein');
    expect(helperOf('eventDate')).toBe('Bitte geben Sie das Datum der Veranstaltung ein');
    expect(helperOf('maxPeople')).toBe('Bitte geben Sie die maximale Personenzahl ein (0 = unbegrenzt)');
    expect(created).toHaveLength(0);

    await user.type(field('name'), 'Abendsportfest');
    await user.type(field('contactEmail'), 'kein-mail');
    await user.type(field('city'), 'Frankfurt am Main');
    fireEvent.change(field('eventDate'), { target: { value: '04.07.2030' } });
    await user.type(field('maxPeople'), '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('maxPeople')).toBe('Der Wert darf nicht kleiner als 0 sein'));
    expect(helperOf('contactEmail')).toBe('Ungültige E-Mail-Adresse');
    await user.clear(field('contactEmail'));
    await user.type(field('contactEmail'), 'sportfest@eintracht.example');
    await user.clear(field('maxPeople'));
    await user.type(field('maxPeople'), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].body).toEqual({ name: 'Abendsportfest', contactEmail: 'sportfest@eintracht.example', city: 'Frankfurt am Main', country: 'GER', eventDate: '2030-07-04', maxPeople: 0 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventregistration'));
    expect(router.state.location.state).toEqual({ success: 'eventRegistration.form.created' });
  });

  it('refuses a day before today before sending, but keeps the day of an event already held', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderNew();
    await screen.findByRole('button', { name: 'Anlegen' });
    await user.type(field('name'), 'Gestern');
    await user.type(field('city'), 'Frankfurt am Main');
    fireEvent.change(field('eventDate'), { target: { value: '02.01.2020' } });
    await user.type(field('maxPeople'), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(helperOf('eventDate')).toBe(i18n.t('validation.errorEventDateInPast')));
    expect(created).toHaveLength(0);
    unmount();

    registration = sampleRegistration({ eventDate: '2020-01-02' });
    renderEdit();
    await waitFor(() => expect(field('eventDate').value).toBe('02.01.2020'));
    await user.type(field('name'), ' (Nachtrag)');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]).toMatchObject({ body: { eventDate: '2020-01-02', name: 'Abendsportfest (Nachtrag)' } });
  });

  it('explains max people in a tooltip for 10 seconds when the field is focused', async () => {
    renderNew();
    await screen.findByRole('button', { name: 'Anlegen' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.focus(field('maxPeople'));
    await screen.findByRole('tooltip');
    expect(screen.getByRole('tooltip').textContent).toBe('Höchstzahl der Teilnehmer. 0 bedeutet: keine Begrenzung.');
    act(() => vi.advanceTimersByTime(MAX_PEOPLE_TOOLTIP_MS - 1_000));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Erklärung zu Max. Personen' }));
    await screen.findByRole('tooltip');
    // Leaving the field takes it away at once: it would cover the next field or a dialog.
    fireEvent.focus(field('maxPeople'));
    fireEvent.blur(field('maxPeople'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('changes an event through its update link and shows the server’s refusal of the maximum on the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit();
    await screen.findByRole('heading', { name: 'Veranstaltung bearbeiten' });
    await waitFor(() => expect(field('name').value).toBe('Abendsportfest'));
    expect(field('eventDate').value).toBe('04.07.2030');
    expect(screen.getByRole('link', { name: /\/events\/0b5f3c1e/ }).getAttribute('href')).toBe(`/events/${GUID}`);
    const refused = refuse(
      eventRegistrationsApi.update_event_reg,
      422,
      { errors: { MaxPeople: ['Es sind bereits 3 Personen angemeldet; die maximale Personenzahl darf nicht kleiner sein (0 = unbegrenzt).'] } },
      { once: true },
    );
    await user.clear(field('maxPeople'));
    await user.type(field('maxPeople'), '2');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(helperOf('maxPeople')).toContain('bereits 3 Personen'));
    expect(refused[0]).toMatchObject({ params: { guid: GUID }, body: { maxPeople: 2, name: 'Abendsportfest' } });
  });

  it('asks before leaving with unsaved changes; declining stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderEdit();
    await waitFor(() => expect(field('name').value).toBe('Abendsportfest'));
    // Unchanged: Back leaves at once.
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventregistration'));
    await act(() => router.navigate(`/updateeventregistration/${GUID}`));
    await waitFor(() => expect(field('name').value).toBe('Abendsportfest'));
    await user.type(field('name'), ' 2030');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/updateeventregistration/${GUID}`);
    expect(field('name').value).toBe('Abendsportfest 2030');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seite verlassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventregistration'));
  });

  it('shows another organisation’s event without saving, and says when an event is not found', async () => {
    registration = sampleRegistration({ links: [linkTo(eventRegistrationsApi.get_by_id, { guid: GUID })] });
    const { unmount } = renderEdit();
    await screen.findByText('Diese Veranstaltung gehört einer anderen Organisation und kann hier nicht geändert werden.');
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(field('name').disabled).toBe(true);
    unmount();
    refuse(eventRegistrationsApi.get_by_id, 404);
    renderEdit();
    await screen.findByText('Diese Veranstaltung wurde nicht gefunden.');
    // The screen says it once: the page's alert does not repeat the server's 404.
    expect(screen.queryByText(i18n.t('http.404'))).toBeNull();
  });
});
