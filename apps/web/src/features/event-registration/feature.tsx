import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { listWithForm, screenTable, type FeatureRoute, type WebFeature } from '../../lib/routing';

/** Spec §6: any signed-in user with at least one role (in the current organisation). */
const roleHolders = ['Any'] as const;
const form: FeatureRoute['screen'] = () => import('./routes/registration-form-page').then((m) => m.RegistrationFormPage);

/**
 * Event registration (spec statistics.md §2.5): the list of the organisation's events with their
 * attendees and the mail to them, one form for new and changed events, and the public pages where
 * visitors find upcoming events, sign up, confirm and cancel (PRODUCT §2: open to everyone). The back-office
 * entry shows to role holders whom the root offers `event_registration_links`; the public list's
 * to visitors whom the root offers `public_event_registrations`.
 */
export const eventRegistrationFeature: WebFeature = {
  name: 'event-registration',
  texts: ['event-registration'],
  routes: [
    ...screenTable(roleHolders, {
      ...listWithForm('eventregistration', 'eventregistration', () => import('./routes/registration-list-page').then((m) => m.RegistrationListPage), form, 'eGuid'),
    }),
    ...screenTable(undefined, {
      publicevents: ['/events', 'dashboard', () => import('./routes/public-events-page').then((m) => m.PublicEventsPage)],
      publicevent: ['/events/:guid', 'publicevents', () => import('./routes/public-event-page').then((m) => m.PublicEventPage)],
      confirmeventsignup: ['/events/confirm/:token', 'dashboard', () => import('./routes/confirm-sign-up-page').then((m) => m.ConfirmSignUpPage)],
      canceleventsignup: ['/events/cancel/:token', 'dashboard', () => import('./routes/cancel-sign-up-page').then((m) => m.CancelSignUpPage)],
    }),
  ],
  drawer: [
    { key: 'eventRegistration', position: 150, route: 'eventregistration', label: 'drawer.eventRegistration', icon: <EventAvailableIcon />, audience: 'signedIn', roles: roleHolders, rel: 'event_registration_links' },
    { key: 'publicEvents', position: 151, route: 'publicevents', label: 'drawer.publicEvents', icon: <EventNoteIcon />, audience: 'anonymous', rel: 'public_event_registrations' },
  ],
};
