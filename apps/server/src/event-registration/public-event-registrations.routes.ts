import { publicEventRegistrationsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { cancelLinkEvent, cancelSignUp, confirmSignUp, publicEvent, publicEvents, signUp } from './sign-up.service';

const base = '/api/public/event-registrations';

/** The public sign-up pages (PRODUCT §2): upcoming events, one event, signing up, confirming and cancelling, without signing in. */
export const publicEventRegistrationFeature: Feature = {
  name: 'public-event-registration',
  routes: [
    route({ endpoint: api.public_event_registrations, method: 'GET', path: base, access: 'anonymous', handler: ({ deps, query }) => publicEvents(deps, query) }),
    route({ endpoint: api.public_event_registration, method: 'GET', path: `${base}/{guid}`, access: 'anonymous', handler: ({ deps, params }) => publicEvent(deps, params.guid) }),
    route({
      endpoint: api.sign_up,
      method: 'POST',
      path: `${base}/{guid}/sign-up`,
      access: 'anonymous',
      status: 201,
      handler: ({ deps, request, culture, params, body }) => signUp(deps, request, culture, params.guid, body),
    }),
    // The token travels in the query of the templated link; the request log redacts `token` values.
    route({ endpoint: api.confirm_sign_up, method: 'POST', path: `${base}/sign-ups/confirm{?token}`, access: 'anonymous', handler: ({ deps, query }) => confirmSignUp(deps, query.token) }),
    route({ endpoint: api.cancel_sign_up, method: 'POST', path: `${base}/cancel`, access: 'anonymous', handler: ({ deps, body }) => cancelSignUp(deps, body.token) }),
    // POST like the cancellation: the token stays out of addresses and logs.
    route({ endpoint: api.cancel_link_event, method: 'POST', path: `${base}/cancel/event`, access: 'anonymous', handler: ({ deps, body }) => cancelLinkEvent(deps, body.token) }),
  ],
};
