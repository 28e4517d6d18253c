import type { Control } from 'react-hook-form';
import { dayOf, eventRegistrationInputSchema, type EventRegistration, type EventRegistrationInput } from '@portal/domain';
import { schemaResolver } from '../../../lib/schema-resolver';
import { storedValues } from '../../../lib/stored-values';

/**
 * The form's values are the schema's input (spec §3 "Event registration"): '' for an empty text or
 * number, null for an empty day.
 */
export type RegistrationFormValues = EventRegistrationInput;

export type RegistrationFormControl = Control<RegistrationFormValues>;

/** A new event: the contact is the user's own address (spec §7 "user data (e-mail)"), held in Germany. */
export const newRegistrationValues = (contactEmail: string): RegistrationFormValues => ({
  name: '',
  contactEmail,
  city: '',
  country: 'GER',
  eventDate: null,
  maxPeople: '',
});

export const registrationValuesOf = (r: EventRegistration): RegistrationFormValues => storedValues(newRegistrationValues(''), r);

/**
 * Checks the values with the server's schema and, as the server does, refuses a day before today
 * unless it is the day the registration already has (`storedDay`: an event held can still be
 * corrected); the resolved value is the payload to send.
 */
export const registrationFormResolverFor = (storedDay: string | null) =>
  schemaResolver(
    eventRegistrationInputSchema.refine((v) => v.eventDate === storedDay || v.eventDate >= dayOf(new Date()), { path: ['eventDate'], message: 'errorEventDateInPast' }),
  );
