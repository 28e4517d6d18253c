import { z } from 'zod';
import { markKinds } from './marks';

/** How an event's marks are read and entered: its kind, whether wind counts, hand time, its implement or hurdle height with the unit. */
export const eventMarkFields = {
  measurement: z.enum(markKinds),
  windRequired: z.boolean(),
  handTimeAllowed: z.boolean(),
  heightWeight: z.number().nullable(),
  heightWeightUnit: z.string().nullable(),
};

/**
 * An event as a form that takes one mark needs it (a record, a manual list's performance): its long
 * name in the reader's language, how it is measured, whether wind counts (not indoors), hand time,
 * its implement or hurdle height with the unit, its type, whether it is a relay, and its order.
 */
export const formEventSchema = z.object({
  code: z.string(),
  name: z.string(),
  internationalEventShort: z.string(),
  eventType: z.number().int(),
  ...eventMarkFields,
  isRelayEvent: z.boolean(),
  order: z.number().int(),
});
export type FormEvent = z.infer<typeof formEventSchema>;
