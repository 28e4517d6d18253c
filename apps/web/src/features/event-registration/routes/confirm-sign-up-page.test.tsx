import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { anonymousSession, GUID, renderRoute, samplePublicEvent } from '../components/registration-test-support';
import { ConfirmSignUpPage } from './confirm-sign-up-page';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(() => vi.restoreAllMocks());

const render = () => renderRoute('confirmeventsignup', '/events/confirm/abc-token', <ConfirmSignUpPage />, anonymousSession());

describe('ConfirmSignUpPage', { timeout: 30_000 }, () => {
  it('confirms once on opening, without asking, says which sign-up is confirmed and leads to the event', async () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue(samplePublicEvent() as never);
    const { router } = render();
    await screen.findByText('Danke! Ihre Anmeldung für „Abendsportfest“ am 04.07.2030 ist bestätigt.');
    expect(request.mock.calls).toEqual([['confirm_sign_up', { query: { token: 'abc-token' }, keepError: true }]]);
    expect(screen.queryByText('Ihre Anmeldung wird bestätigt …')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zur Veranstaltung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${GUID}`));
  });

  it('says at once that a used or unknown link is invalid, with nothing to press', async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError(404, 'nicht gefunden', null));
    render();
    await screen.findByText('Dieser Bestätigungslink ist ungültig oder abgelaufen, oder die Anmeldung wurde bereits bestätigt.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers to try again when the server could not be reached', async () => {
    const request = vi
      .spyOn(api, 'request')
      .mockRejectedValueOnce(new ApiError(0, 'Keine Verbindung', null))
      .mockResolvedValueOnce(samplePublicEvent() as never);
    render();
    await screen.findByText('Keine Verbindung');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByText('Danke! Ihre Anmeldung für „Abendsportfest“ am 04.07.2030 ist bestätigt.');
    expect(request).toHaveBeenCalledTimes(2);
  });
});
