import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicEventRegistrationsApi } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse } from '../../../testing/api-handlers';
import { anonymousSession, GUID, renderRoute, samplePublicEvent } from '../components/registration-test-support';
import { CancelSignUpPage } from './cancel-sign-up-page';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});

const render = () => renderRoute('canceleventsignup', '/events/cancel/abc-token', <CancelSignUpPage />, anonymousSession());

describe('CancelSignUpPage', { timeout: 30_000 }, () => {
  it('names the event of the link, cancels only on the button, says which sign-up ended and leads to the event', async () => {
    const opened = answer(publicEventRegistrationsApi.cancel_link_event, () => samplePublicEvent());
    const cancelled = answer(publicEventRegistrationsApi.cancel_sign_up, () => samplePublicEvent({ currentPeople: 2, placesLeft: 38 }));
    const { router } = render();
    await screen.findByText('Möchten Sie Ihre Anmeldung wirklich stornieren? Ihr Platz wird dann für andere frei.');
    screen.getByText('Abendsportfest, 04.07.2030, Frankfurt am Main');
    expect(opened.map((c) => c.body)).toEqual([{ token: 'abc-token' }]);
    expect(cancelled).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Anmeldung stornieren' }));
    await screen.findByText('Ihre Anmeldung für „Abendsportfest“ am 04.07.2030 wurde storniert.');
    expect(cancelled.map((c) => c.body)).toEqual([{ token: 'abc-token' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Zur Veranstaltung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${GUID}`));
  });

  it('says that a used or unknown link is invalid as the page opens, asking nothing', async () => {
    const opened = refuse(publicEventRegistrationsApi.cancel_link_event, 404);
    const cancelled = answer(publicEventRegistrationsApi.cancel_sign_up, () => samplePublicEvent());
    render();
    await screen.findByText('Dieser Link ist ungültig, oder die Anmeldung wurde bereits storniert.');
    expect(screen.queryByRole('button', { name: 'Anmeldung stornieren' })).toBeNull();
    expect(screen.queryByText('Möchten Sie Ihre Anmeldung wirklich stornieren? Ihr Platz wird dann für andere frei.')).toBeNull();
    expect([opened.length, cancelled.length]).toEqual([1, 0]);
  });

  it('still says so when the link was used between opening and the click', async () => {
    answer(publicEventRegistrationsApi.cancel_link_event, () => samplePublicEvent());
    const cancelled = refuse(publicEventRegistrationsApi.cancel_sign_up, 404);
    render();
    await screen.findByText('Abendsportfest, 04.07.2030, Frankfurt am Main');
    fireEvent.click(screen.getByRole('button', { name: 'Anmeldung stornieren' }));
    await screen.findByText('Dieser Link ist ungültig, oder die Anmeldung wurde bereits storniert.');
    expect(cancelled.map((c) => c.body)).toEqual([{ token: 'abc-token' }]);
  });
});
