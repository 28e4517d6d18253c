import type { ReactElement } from 'react';
import { eventRegistrationsApi, publicEventRegistrationsApi, type EventRegistration, type Link, type PublicEvent } from '@portal/domain';
import type { Session } from '../../../session/session';
import { linkTo } from '../../../testing/api-handlers';
import { anonymousSession, renderPages, signedInSession } from '../../../testing/render-pages';
import { eventRegistrationFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): registrations and public
 * events as the server answers them, sessions, and a memory router that knows the area's routes.
 */

export const GUID = '0b5f3c1e-8a4d-4c7e-9f21-6d3a2b1c0e99';

export { linkTo };

/** The links of a registration its manager sees (mail only with attendees). */
export const managerLinks = (guid: string, withMail = true): Link[] => [
  linkTo(eventRegistrationsApi.get_by_id, { guid }),
  linkTo(eventRegistrationsApi.update_event_reg, { guid }),
  linkTo(eventRegistrationsApi.delete_event_reg, { guid }),
  linkTo(eventRegistrationsApi.get_attendees, { guid }),
  linkTo(eventRegistrationsApi.export_attendees, { guid }),
  ...(withMail ? [linkTo(eventRegistrationsApi.inform_attendees, { guid })] : []),
];

/** Eintracht Frankfurt's evening meeting with 3 of 40 places taken; `over` replaces fields. */
export function sampleRegistration(over: Partial<EventRegistration> = {}): EventRegistration {
  const guid = over.guid ?? GUID;
  return {
    id: 7,
    guid,
    name: 'Abendsportfest',
    contactEmail: 'sportfest@eintracht.example',
    city: 'Frankfurt am Main',
    country: 'GER',
    eventDate: '2030-07-04',
    maxPeople: 40,
    currentPeople: 3,
    ownerOrganizationId: 12,
    ownerOrganizationName: 'Eintracht Frankfurt e.V.',
    links: managerLinks(guid),
    ...over,
  };
}

/** The same event as its public page shows it; `over` replaces fields. */
export function samplePublicEvent(over: Partial<PublicEvent> = {}): PublicEvent {
  const guid = over.guid ?? GUID;
  return {
    guid,
    name: 'Abendsportfest',
    eventDate: '2030-07-04',
    city: 'Frankfurt am Main',
    country: 'GER',
    contactEmail: 'sportfest@eintracht.example',
    organizerName: 'Eintracht Frankfurt e.V.',
    masterOrganizationId: 1,
    masterOrganizationName: 'Deutscher Leichtathletik-Verband',
    maxPeople: 40,
    currentPeople: 3,
    placesLeft: 37,
    full: false,
    open: true,
    links: [linkTo(publicEventRegistrationsApi.public_event_registration, { guid }), linkTo(publicEventRegistrationsApi.sign_up, { guid })],
    ...over,
  };
}

/** An OrgUser of a club (organisation 12). */
export function clubUserSession(): Session {
  return signedInSession(['OrgUser'], {
    user: { id: 5, firstName: 'Clara', lastName: 'Vereinsam', fullName: 'Clara Vereinsam', email: 'club.user@example.org', masterOrganization: { value: 1, text: 'DLV' } },
    organizationId: 12,
    organizations: [{ value: 12, text: 'Eintracht Frankfurt e.V.', type: 'Club', externalId: 'HE-0401' }],
  } as Partial<Session>);
}

export { anonymousSession };

/** Renders `element` on the route `routeName` at `path`; see `renderPages`. */
export function renderRoute(routeName: string, path: string, element: ReactElement, session: Session = clubUserSession()) {
  return renderPages({ routes: eventRegistrationFeature.routes.map((r) => r.name), path, pages: { [routeName]: element }, session });
}
