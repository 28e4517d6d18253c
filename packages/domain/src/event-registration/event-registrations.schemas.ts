import { z } from 'zod';
import { idInput, idOutput, linkSchema, oneLineText, optionalIdInput } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { languageCodes } from '../platform/roles';
import { countryCode, requiredDay, requiredText, typedNumber } from '../api/input-fields';

/** Length limits of an event registration and a sign-up (spec §5 shared limits: 200; names 100). */
export const EventRegistrationLimits = {
  text: 200,
  search: 200,
  email: 254,
  personName: 100,
  club: 200,
  /** The organiser's message to the attendees; it goes to people who gave only their address for a sign-up. */
  content: 2000,
  /** A meeting with more places is no longer a club meeting; the field refuses larger numbers. */
  maxPeople: 100_000,
  /** Spec §9: the year of birth lies within the current year and the 149 before. */
  yearsOfBirth: 150,
} as const;

// Messages are catalogue keys (validation.*); each required field has its own (spec §5).
const email = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(EventRegistrationLimits.email, 'errorInvalidEmail').pipe(z.email({ error: 'errorInvalidEmail' }));

/** A calendar day between 1900 and 2100 (a day typed half-way, year 0202, is refused). */
const eventDay = requiredDay('errorEventDateRequired', { from: 1900, to: 2100 });

/** The years a year of birth may take on `now`: the current year and the 149 before (spec §9). */
export function yearOfBirthRange(now: Date = new Date()): { from: number; to: number } {
  const to = now.getFullYear();
  return { from: to - EventRegistrationLimits.yearsOfBirth + 1, to };
}

/**
 * An event registration as created or updated (spec §3 "Event registration", §5): every field
 * required, the contact an e-mail address, the country an IOC code, max people a whole number
 * from 0 (0 = unlimited). The owner organisation is the caller's, never the payload's.
 */
export const eventRegistrationInputSchema = z.object({
  name: oneLineText(requiredText('errorNameRequired', EventRegistrationLimits.text)),
  contactEmail: email('errorEmailRequired'),
  city: oneLineText(requiredText('errorTownRequired', EventRegistrationLimits.text)),
  country: countryCode('errorCountryRequired'),
  eventDate: eventDay,
  maxPeople: typedNumber(
    z.number({ error: 'errorMaxPeopleRequired' }).int('errorShouldBeNumber').min(0, 'errorMinZero').max(EventRegistrationLimits.maxPeople, 'errorInvalidValue'),
  ),
});
export type EventRegistrationInput = z.input<typeof eventRegistrationInputSchema>;
export type EventRegistrationValues = z.output<typeof eventRegistrationInputSchema>;

/** An event registration as the list and the form read it, with its owner and the caller's links. */
export const eventRegistrationSchema = z.object({
  id: idOutput,
  /** The public identifier in the form's address and the sign-up page's (spec: eGuid). */
  guid: z.string(),
  name: z.string(),
  contactEmail: z.string(),
  city: z.string(),
  country: z.string(),
  eventDate: z.string(),
  /** 0 = unlimited. */
  maxPeople: z.number().int(),
  currentPeople: z.number().int(),
  ownerOrganizationId: idOutput,
  ownerOrganizationName: z.string(),
  links: z.array(linkSchema),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

/** The list's query (spec §3: free text on name and town, paging). */
export const eventRegistrationListQuery = pagingQuery.extend({
  freetextSearch: z.string().max(EventRegistrationLimits.search, 'errorTooLong').optional(),
});
export type EventRegistrationListQuery = z.input<typeof eventRegistrationListQuery>;

export const eventRegistrationPageSchema = pagedSchema(eventRegistrationSchema);

/** The registration in a path: its public identifier. */
export const eventGuidParams = z.object({ guid: z.uuid({ error: 'errorInvalidValue' }) });

/** One attendee of a registration in a path. */
export const attendeeParams = eventGuidParams.extend({ attendeeId: idInput() });

/**
 * Someone signed up for an event, as the organiser sees them; `createdAt` is the moment of the
 * sign-up (ISO). `confirmed` once they opened the confirmation link of their mail; an unconfirmed
 * sign-up holds its place for `SIGN_UP_CONFIRMATION_HOURS` and is then removed. `links` carry
 * `remove_attendee` for the organiser.
 */
export const attendeeSchema = z.object({
  id: idOutput,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  club: z.string().nullable(),
  yearOfBirth: z.number().int(),
  createdAt: z.string(),
  confirmed: z.boolean(),
  links: z.array(linkSchema),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * A visitor's sign-up: names, e-mail, year of birth (the current year or one of the 149 before),
 * optionally the club; `language` is the language the page is shown in, which their mails use.
 */
export const signUpSchema = z.object({
  firstName: oneLineText(requiredText('errorFirstNameRequired', EventRegistrationLimits.personName)),
  lastName: oneLineText(requiredText('errorLastNameRequired', EventRegistrationLimits.personName)),
  email: email('errorEmailRequired'),
  club: oneLineText(z.string({ error: 'errorInvalidValue' }).trim().max(EventRegistrationLimits.club, 'errorTooLong'))
    .nullish()
    .transform((v) => v || null),
  yearOfBirth: z.coerce
    .number<number | string>({ error: 'errorYearOfBirthRequired' })
    .int('errorYearOfBirthRequired')
    .refine((year) => {
      const { from, to } = yearOfBirthRange();
      return year >= from && year <= to;
    }, 'errorYearOfBirthRequired'),
  language: z.enum(languageCodes).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

/** The message the organiser sends to every attendee (spec §2.5: a text area). */
export const informAttendeesSchema = z.object({
  content: z.string({ error: 'errorContentRequired' }).trim().min(1, 'errorContentRequired').max(EventRegistrationLimits.content, 'errorContentTooLong'),
});
export type InformAttendeesInput = z.input<typeof informAttendeesSchema>;

/** How many mails went into the queue. */
export const informAttendeesResultSchema = z.object({ queued: z.number().int() });

const mailedToken = z.string({ error: 'errorCodeInvalid' }).trim().min(1, 'errorCodeInvalid').max(200, 'errorCodeInvalid');

/** The token of the cancellation link in the sign-up mail. */
export const cancelSignUpSchema = z.object({ token: mailedToken });

/** `{?token}`: the token of the confirmation link in the sign-up mail. */
export const confirmSignUpQuery = z.object({ token: mailedToken });

/** `{?masterOrganizationId}`: the upcoming events of one federation, or of every federation. */
export const publicEventsQuery = z.object({ masterOrganizationId: optionalIdInput() });

/**
 * An event as its public sign-up page shows it. `placesLeft` is null when the places are
 * unlimited; `full` when none is left; `open` while the event day has not passed. The `sign_up`
 * link is present exactly when a sign-up is possible now.
 */
export const publicEventSchema = z.object({
  guid: z.string(),
  name: z.string(),
  eventDate: z.string(),
  city: z.string(),
  country: z.string(),
  contactEmail: z.string(),
  organizerName: z.string(),
  /** The federation the event belongs to (the public list's federation selector). */
  masterOrganizationId: z.number().int(),
  masterOrganizationName: z.string(),
  maxPeople: z.number().int(),
  currentPeople: z.number().int(),
  placesLeft: z.number().int().nullable(),
  full: z.boolean(),
  open: z.boolean(),
  links: z.array(linkSchema),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;
