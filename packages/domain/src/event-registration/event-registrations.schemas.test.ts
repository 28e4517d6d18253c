import { describe, expect, it } from 'vitest';
import { confirmSignUpQuery, eventRegistrationInputSchema, informAttendeesSchema, signUpSchema, yearOfBirthRange } from './event-registrations.schemas';

const registration = { name: 'Abendsportfest', contactEmail: 'a@b.example', city: 'Kassel', country: 'ger', eventDate: '2030-07-04', maxPeople: 0 };
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('event registration schemas', () => {
  it('take a complete registration with 0 as unlimited and the country in capitals', () => {
    expect(eventRegistrationInputSchema.parse(registration)).toEqual({ ...registration, country: 'GER' });
  });

  it('name each required field with its own message (spec §5)', () => {
    expect(messages(eventRegistrationInputSchema.safeParse({}))).toEqual({
      name: 'errorNameRequired',
      contactEmail: 'errorEmailRequired',
      city: 'errorTownRequired',
      country: 'errorCountryRequired',
      eventDate: 'errorEventDateRequired',
      maxPeople: 'errorMaxPeopleRequired',
    });
    expect(messages(eventRegistrationInputSchema.safeParse({ ...registration, maxPeople: -1 }))).toEqual({ maxPeople: 'errorMinZero' });
    expect(messages(eventRegistrationInputSchema.safeParse({ ...registration, contactEmail: 'nobody' }))).toEqual({ contactEmail: 'errorInvalidEmail' });
  });

  it('limit the organiser’s message to 2,000 characters, with a message naming the maximum', () => {
    expect(informAttendeesSchema.safeParse({ content: 'x'.repeat(2000) }).success).toBe(true);
    const tooLong = informAttendeesSchema.safeParse({ content: 'x'.repeat(2001) });
    expect(messages(tooLong)).toEqual({ content: 'errorContentTooLong' });
    expect(tooLong.error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 2000 });
    expect(messages(informAttendeesSchema.safeParse({ content: '  ' }))).toEqual({ content: 'errorContentRequired' });
  });

  it('take the confirmation token of the mailed link', () => {
    expect(confirmSignUpQuery.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    expect(messages(confirmSignUpQuery.safeParse({}))).toEqual({ token: 'errorCodeInvalid' });
  });

  it('allow years of birth from the current year back 149 years (150 values)', () => {
    const { from, to } = yearOfBirthRange(new Date(2026, 5, 1));
    expect([from, to]).toEqual([1877, 2026]);
    const now = yearOfBirthRange();
    const visitor = { firstName: 'Lena', lastName: 'Läufer', email: 'lena@example.org' };
    expect(signUpSchema.safeParse({ ...visitor, yearOfBirth: now.from }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...visitor, yearOfBirth: String(now.to) }).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ ...visitor, yearOfBirth: now.from - 1 }))).toEqual({ yearOfBirth: 'errorYearOfBirthRequired' });
    expect(messages(signUpSchema.safeParse({ ...visitor, yearOfBirth: '' }))).toEqual({ yearOfBirth: 'errorYearOfBirthRequired' });
    expect(signUpSchema.parse({ ...visitor, yearOfBirth: 2000, club: ' ' }).club).toBeNull();
  });
});
