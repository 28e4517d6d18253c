import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { anonymousSession, GUID, renderRoute, samplePublicEvent } from '../components/registration-test-support';
import { CancelSignUpPage } from './cancel-sign-up-page';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(() => vi.restoreAllMocks());

const render = () => renderRoute('canceleventsignup', '/events/cancel/abc-token', <CancelSignUpPage />, anonymousSession());

describe('CancelSignUpPage', { timeout: 30_000 }, () => {
  it('cancels only on the button, says which sign-up ended and leads to the event', async () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue(samplePublicEvent({ currentPeople: 2, placesLeft: 38 }) as never);
    const { router } = render();
    await screen.findByText('Möchten Sie Ihre Anmeldung wirklich stornieren? Ihr Platz wird dann für andere frei.');
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Anmeldung stornieren' }));
    await screen.findByText('Ihre Anmeldung für „Abendsportfest“ am 04.07.2030 wurde storniert.');
    expect(request).toHaveBeenCalledWith('cancel_sign_up', { body: { token: 'abc-token' }, keepError: true });
    fireEvent.click(screen.getByRole('button', { name: 'Zur Veranstaltung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${GUID}`));
  });

  it('says that a used or unknown link is invalid', async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError(404, 'nicht gefunden', null));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Anmeldung stornieren' }));
    await screen.findByText('Dieser Link ist ungültig, oder die Anmeldung wurde bereits storniert.');
    expect(screen.queryByRole('button', { name: 'Anmeldung stornieren' })).toBeNull();
  });
});
