import { z } from 'zod';
import { emptySchema } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import {
  attendeeParams,
  attendeeSchema,
  cancelSignUpSchema,
  confirmSignUpQuery,
  eventGuidParams,
  eventRegistrationInputSchema,
  eventRegistrationListQuery,
  eventRegistrationPageSchema,
  eventRegistrationSchema,
  informAttendeesResultSchema,
  informAttendeesSchema,
  publicEventSchema,
  publicEventsQuery,
  signUpSchema,
} from './event-registrations.schemas';

/** Content type of the attendee list download. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The area catalogue (rel of the root's link) that lists the endpoints of `eventRegistrationsApi`. */
export const eventRegistrationsCatalogue = 'event_registration_links';

/**
 * Event registration (spec statistics.md §2.5, §7), reached through the area catalogue
 * `event_registration_links` that the root offers to every signed-in user holding a role.
 */
export const eventRegistrationsApi = defineEndpoints({
  get_event_registrations: { query: eventRegistrationListQuery, response: eventRegistrationPageSchema },
  new_event_reg: { body: eventRegistrationInputSchema, response: eventRegistrationSchema },
  get_by_id: { params: eventGuidParams, response: eventRegistrationSchema },
  update_event_reg: { params: eventGuidParams, body: eventRegistrationInputSchema, response: eventRegistrationSchema },
  delete_event_reg: { params: eventGuidParams, response: emptySchema },
  /** Queues one mail per attendee with `content`; answers how many. */
  inform_attendees: { params: eventGuidParams, body: informAttendeesSchema, response: informAttendeesResultSchema },
  get_attendees: { params: eventGuidParams, response: z.array(attendeeSchema) },
  /** Removes an attendee, gives their place back and tells them by mail (a confirmed address only). */
  remove_attendee: { params: attendeeParams, response: emptySchema },
  export_attendees: { params: eventGuidParams, response: z.custom<Uint8Array>(), produces: XLSX_CONTENT_TYPE },
});

/** The public sign-up pages (PRODUCT §2: public event sign-up is for anyone), listed in the root for everyone. */
export const publicEventRegistrationsApi = defineEndpoints({
  public_event_registrations: { query: publicEventsQuery, response: z.array(publicEventSchema) },
  public_event_registration: { params: eventGuidParams, response: publicEventSchema },
  sign_up: { params: eventGuidParams, body: signUpSchema, response: publicEventSchema },
  /** Cancels the sign-up of the mailed token; answers the event with the place given back. */
  cancel_sign_up: { body: cancelSignUpSchema, response: publicEventSchema },
  /** The event of a mailed cancellation token, without cancelling: the page says a used link is used before asking anything. A used or unknown token is 404. */
  cancel_link_event: { body: cancelSignUpSchema, response: publicEventSchema },
  /** Confirms the sign-up of the mailed token (double opt-in); answers its event. A used or unknown token is 404. */
  confirm_sign_up: { query: confirmSignUpQuery, response: publicEventSchema },
});
