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
  it('names the event of the link, cancels only on the button, says which sign-up ended and leads to the event', async () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue(samplePublicEvent({ currentPeople: 2, placesLeft: 38 }) as never);
    const { router } = render();
    await screen.findByText('Möchten Sie Ihre Anmeldung wirklich stornieren? Ihr Platz wird dann für andere frei.');
    screen.getByText('Abendsportfest, 04.07.2030, Frankfurt am Main');
    expect(request.mock.calls).toEqual([['cancel_link_event', { body: { token: 'abc-token' }, keepError: true }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Anmeldung stornieren' }));
    await screen.findByText('Ihre Anmeldung für „Abendsportfest“ am 04.07.2030 wurde storniert.');
    expect(request).toHaveBeenCalledWith('cancel_sign_up', { body: { token: 'abc-token' }, keepError: true });
    fireEvent.click(screen.getByRole('button', { name: 'Zur Veranstaltung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${GUID}`));
  });

  it('says that a used or unknown link is invalid as the page opens, asking nothing', async () => {
    const request = vi.spyOn(api, 'request').mockRejectedValue(new ApiError(404, 'nicht gefunden', null));
    render();
    await screen.findByText('Dieser Link ist ungültig, oder die Anmeldung wurde bereits storniert.');
    expect(screen.queryByRole('button', { name: 'Anmeldung stornieren' })).toBeNull();
    expect(screen.queryByText('Möchten Sie Ihre Anmeldung wirklich stornieren? Ihr Platz wird dann für andere frei.')).toBeNull();
    expect(request.mock.calls.map((c) => c[0])).toEqual(['cancel_link_event']);
  });

  it('still says so when the link was used between opening and the click', async () => {
    const request = vi.spyOn(api, 'request').mockImplementation((async (rel: string) => {
      if (rel === 'cancel_link_event') return samplePublicEvent();
      throw new ApiError(404, 'nicht gefunden', null);
    }) as never);
    render();
    await screen.findByText('Abendsportfest, 04.07.2030, Frankfurt am Main');
    fireEvent.click(screen.getByRole('button', { name: 'Anmeldung stornieren' }));
    await screen.findByText('Dieser Link ist ungültig, oder die Anmeldung wurde bereits storniert.');
    expect(request).toHaveBeenCalledWith('cancel_sign_up', { body: { token: 'abc-token' }, keepError: true });
  });
});
