import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import { dayOf, eventRegistrationInputSchema, type EventRegistration, type EventRegistrationInput, type EventRegistrationValues } from '@portal/domain';

/**
 * The form's values: the payload's fields (spec §3 "Event registration"), with '' for empty texts
 * and for an empty number, null for an empty day.
 */
export interface RegistrationFormValues {
  name: string;
  contactEmail: string;
  city: string;
  country: string;
  eventDate: string | null;
  maxPeople: number | '';
}

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

export const registrationValuesOf = (r: EventRegistration): RegistrationFormValues => ({
  name: r.name,
  contactEmail: r.contactEmail,
  city: r.city,
  country: r.country,
  eventDate: r.eventDate,
  maxPeople: r.maxPeople,
});

/** The payload of the values; an empty number goes out as null, which the schema refuses with its own message. */
export const payloadOf = (v: RegistrationFormValues): EventRegistrationInput => ({
  name: v.name,
  contactEmail: v.contactEmail,
  city: v.city,
  country: v.country,
  eventDate: v.eventDate ?? '',
  maxPeople: (v.maxPeople === '' ? null : v.maxPeople) as number,
});

/**
 * Checks the values with the server's schema and, as the server does, refuses a day before today
 * unless it is the day the registration already has (`storedDay`: an event held can still be
 * corrected); the resolved value is the payload to send.
 */
export const registrationFormResolverFor =
  (storedDay: string | null): Resolver<RegistrationFormValues, unknown, EventRegistrationValues> =>
  (values) => {
    const result = eventRegistrationInputSchema.safeParse(payloadOf(values));
    if (result.success) {
      const day = result.data.eventDate;
      if (day !== storedDay && day < dayOf(new Date())) return { values: {}, errors: { eventDate: { type: 'validate', message: 'errorEventDateInPast' } } };
      return { values: result.data, errors: {} };
    }
    const errors: FieldErrors<RegistrationFormValues> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'name') as keyof RegistrationFormValues;
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };

