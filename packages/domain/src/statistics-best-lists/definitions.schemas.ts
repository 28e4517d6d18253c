import { z } from 'zod';
import { idOutput } from '../api/common.schemas';
import { eventMarkFields } from '../results/form-event.schemas';

/**
 * An age class as the statistics screens read it (best-list definitions, performance form, records):
 * gender 0 male, 1 female; ages 0 = no bound; sorted by `order`.
 */
export const statisticsClassSchema = z.object({
  id: idOutput,
  code: z.string(),
  name: z.string(),
  /** The class short name of lists and titles (the federation's code, e.g. `MU18`). */
  shortName: z.string(),
  gender: z.number().int(),
  startAge: z.number().int(),
  endAge: z.number().int(),
  order: z.number().int(),
});
export type StatisticsClass = z.infer<typeof statisticsClassSchema>;

/**
 * An event with what the statistics forms need: how it is measured, wind and hand time, the
 * implement or hurdle height, and the kind of competitor (spec §3 event flags; type 9 multi-team,
 * type 14 team endurance).
 */
export const statisticsEventSchema = z.object({
  id: idOutput,
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  shortInternational: z.string(),
  eventType: z.number().int(),
  ...eventMarkFields,
  relayMembers: z.number().int(),
  isRelayEvent: z.boolean(),
  isMultiTeamEvent: z.boolean(),
  isMultiEvent: z.boolean(),
  isTeamEnduranceEvent: z.boolean(),
  /** Codes of the sub-events of a combined event, in competition order. */
  subEvents: z.array(z.string()),
  /** `M`/`W` for events whose tables differ by sex, else null. */
  sex: z.string().nullable(),
  /** Where the event is held: indoor 0, outdoor 1, both 2. */
  environment: z.number().int(),
  order: z.number().int(),
});
export type StatisticsEvent = z.infer<typeof statisticsEventSchema>;

/** Event types with a team as competitor (spec §3: multi-team 9, team endurance 14). */
export const MULTI_TEAM_EVENT_TYPE = 9;
export const TEAM_ENDURANCE_EVENT_TYPE = 14;
