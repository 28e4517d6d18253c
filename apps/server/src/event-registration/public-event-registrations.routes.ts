import { publicEventRegistrationsApi as api } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { cancelLinkEvent, cancelSignUp, confirmSignUp, publicEvent, publicEvents, signUp } from './sign-up.service';

const base = '/api/public/event-registrations';

/** The public sign-up pages (PRODUCT §2): upcoming events, one event, signing up, confirming and cancelling, without signing in. */
export const publicEventRegistrationFeature: Feature = {
  name: 'public-event-registration',
  routes: routeTable(api, base, 'anonymous', {
    public_event_registrations: ['GET', '', ({ deps, query }) => publicEvents(deps, query)],
    public_event_registration: ['GET', '/{guid}', ({ deps, params }) => publicEvent(deps, params.guid)],
    sign_up: ['POST', '/{guid}/sign-up', ({ deps, request, culture, params, body }) => signUp(deps, request, culture, params.guid, body), { status: 201 }],
    // The token travels in the query of the templated link; the request log redacts `token` values.
    confirm_sign_up: ['POST', '/sign-ups/confirm{?token}', ({ deps, query }) => confirmSignUp(deps, query.token)],
    cancel_sign_up: ['POST', '/cancel', ({ deps, body }) => cancelSignUp(deps, body.token)],
    // POST like the cancellation: the token stays out of addresses and logs.
    cancel_link_event: ['POST', '/cancel/event', ({ deps, body }) => cancelLinkEvent(deps, body.token)],
  }),
};
