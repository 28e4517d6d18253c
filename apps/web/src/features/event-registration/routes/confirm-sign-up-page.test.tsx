import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicEventRegistrationsApi } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, unreachable } from '../../../testing/api-handlers';
import { anonymousSession, GUID, renderRoute, samplePublicEvent } from '../components/registration-test-support';
import { ConfirmSignUpPage } from './confirm-sign-up-page';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});

const render = () => renderRoute('confirmeventsignup', '/events/confirm/abc-token', <ConfirmSignUpPage />, anonymousSession());

describe('ConfirmSignUpPage', { timeout: 30_000 }, () => {
  it('confirms once on opening, without asking, says which sign-up is confirmed and leads to the event', async () => {
    const confirm = answer(publicEventRegistrationsApi.confirm_sign_up, () => samplePublicEvent());
    const { router } = render();
    await screen.findByText('Danke! Ihre Anmeldung für „Abendsportfest“ am 04.07.2030 ist bestätigt.');
    expect(confirm).toEqual([{ params: {}, query: { token: 'abc-token' }, body: undefined }]);
    expect(screen.queryByText('Ihre Anmeldung wird bestätigt …')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zur Veranstaltung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${GUID}`));
  });

  it('says at once that a used or unknown link is invalid, with nothing to press', async () => {
    refuse(publicEventRegistrationsApi.confirm_sign_up, 404);
    render();
    await screen.findByText('Dieser Bestätigungslink ist ungültig oder abgelaufen, oder die Anmeldung wurde bereits bestätigt.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers to try again when the server could not be reached', async () => {
    let tries = 0;
    const confirm = answer(publicEventRegistrationsApi.confirm_sign_up, () => (++tries === 1 ? unreachable() : samplePublicEvent()));
    render();
    await screen.findByText('Server funktioniert nicht, bitte wenden Sie sich an den Administrator');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByText('Danke! Ihre Anmeldung für „Abendsportfest“ am 04.07.2030 ist bestätigt.');
    expect(confirm).toHaveLength(2);
  });
});
