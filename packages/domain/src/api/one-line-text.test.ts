import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isOneLineText, oneLineText } from './common.schemas';
import { registerSchema } from '../account/auth.schemas';
import { eventRegistrationInputSchema, signUpSchema } from '../event-registration/event-registrations.schemas';
import { recordSetInputSchema } from '../records/record-sets.schemas';
import { manualBestlistInputSchema } from '../manual-bestlists/manual-bestlists.schemas';
import { performanceCompetitionInputSchema } from '../statistics-competitions/competitions.schemas';

const messagesAt = (schema: z.ZodType, value: object, field: string) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
};

describe('one-line text', () => {
  it.each([
    ['a line break', 'Main\nlauf'],
    ['a carriage return', 'Main\rlauf'],
    ['a line separator', 'Main\u2028lauf'],
    ['a paragraph separator', 'Main\u2029lauf'],
    ['a next-line control', 'Main\u0085lauf'],
    ['a right-to-left override', 'Rechnung\u202Efdp.exe'],
    ['a left-to-right embedding', '\u202AMainlauf'],
    ['a pop directional formatting', 'Mainlauf\u202C'],
    ['a right-to-left isolate', 'Main\u2067lauf'],
    ['a pop directional isolate', 'Main\u2069lauf'],
  ])('refuses %s', (_what, text) => {
    expect(isOneLineText(text)).toBe(false);
    expect(oneLineText(z.string()).safeParse(text).error?.issues[0].message).toBe('errorOneLineText');
  });

  it('accepts names of any script, tabs and the marks that only join or separate letters', () => {
    for (const text of ['Mörfelder Landstraße', 'Łódź', 'تل أبيب', 'Zürich\tHB', 'Ha\u200Dus', 'Lauf\u200E']) expect(isOneLineText(text), text).toBe(true);
  });

  it('keeps the schema it refines: trimming, lengths and their messages', () => {
    const name = oneLineText(z.string().trim().min(1, 'errorEmpty').max(5, 'errorTooLong'));
    expect(name.parse('  Lauf ')).toBe('Lauf');
    expect(name.safeParse('').error?.issues.map((i) => i.message)).toEqual(['errorEmpty']);
    expect(name.safeParse('Stadtlauf').error?.issues.map((i) => i.message)).toEqual(['errorTooLong']);
  });

  it('guards the one-line names of registration, event sign-up, record sets, manual lists and performance competitions', () => {
    const override = 'Anna\u202Eanna';
    expect(messagesAt(registerSchema, { firstName: override }, 'firstName')).toContain('errorOneLineText');
    expect(messagesAt(registerSchema, { lastName: 'Müller\nSchmidt' }, 'lastName')).toContain('errorOneLineText');
    expect(messagesAt(eventRegistrationInputSchema, { name: 'Sportfest\n2030' }, 'name')).toContain('errorOneLineText');
    expect(messagesAt(eventRegistrationInputSchema, { city: override }, 'city')).toContain('errorOneLineText');
    expect(messagesAt(signUpSchema, { firstName: override }, 'firstName')).toContain('errorOneLineText');
    expect(messagesAt(signUpSchema, { lastName: override }, 'lastName')).toContain('errorOneLineText');
    expect(messagesAt(signUpSchema, { club: 'LG\u2066Nord' }, 'club')).toContain('errorOneLineText');
    expect(messagesAt(recordSetInputSchema, { name: 'Rekorde\nHessen' }, 'name')).toContain('errorOneLineText');
    expect(messagesAt(manualBestlistInputSchema, { name: override }, 'name')).toContain('errorOneLineText');
    expect(messagesAt(performanceCompetitionInputSchema, { name: override }, 'name')).toContain('errorOneLineText');
    expect(messagesAt(performanceCompetitionInputSchema, { town: 'Frank\nfurt' }, 'town')).toContain('errorOneLineText');
  });
});
