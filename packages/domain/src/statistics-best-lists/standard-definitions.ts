import { ageClassByCode } from '../reference/classes';
import { eventByCode } from '../reference/events';
import { Environment } from '../seasons/environment';

const sprintsAndRuns = ['60', '100', '200', '400', '800', '1500', '3000'];

// The federation's usual lists: the championship events of each class with its implements and
// hurdle heights (DLO), indoor events where the class has indoor championships.
const eventsByClass: Record<string, string[]> = {
  M: [...sprintsAndRuns, '5000', '10000', '60H1067', '110H1067', '400H914', '3000SC914', 'HJ', 'PV', 'LJ', 'TJ', 'SP7260', 'DT2000', 'HT7260', 'JT800', 'DEC', 'HEPI', '4X100', '4X400', '10K', 'HM', 'MAR', '20KW'],
  W: [...sprintsAndRuns, '5000', '10000', '60H840', '100H840', '400H762', '3000SC762', 'HJ', 'PV', 'LJ', 'TJ', 'SP4000', 'DT1000', 'HT4000', 'JT600', 'HEP', 'PENI', '4X100', '4X400', '10K', 'HM', 'MAR', '20KW'],
  MU20: [...sprintsAndRuns, '5000', '10000', '60H991', '110H991', '400H914', '3000SC914', 'HJ', 'PV', 'LJ', 'TJ', 'SP6000', 'DT1750', 'HT6000', 'JT800', 'DECU20', 'HEPIU20', '4X100', '4X400'],
  WU20: [...sprintsAndRuns, '5000', '60H840', '100H840', '400H762', '3000SC762', 'HJ', 'PV', 'LJ', 'TJ', 'SP4000', 'DT1000', 'HT4000', 'JT600', 'HEP', 'PENI', '4X100', '4X400'],
  MU18: [...sprintsAndRuns, '60H914', '110H914', '400H840', '2000SC914', 'HJ', 'PV', 'LJ', 'TJ', 'SP5000', 'DT1500', 'HT5000', 'JT700', 'DECU18', '4X100'],
  WU18: [...sprintsAndRuns, '60H762', '100H762', '400H762', '2000SC762', 'HJ', 'PV', 'LJ', 'TJ', 'SP3000', 'DT1000', 'HT3000', 'JT500', 'HEPU18', 'PENIU18', '4X100'],
};

/** The events of the federation's usual list for a class (open and youth classes); undefined for other classes. */
export function standardEventCodes(classCode: string): readonly string[] | undefined {
  return eventsByClass[classCode];
}

/** One event × class combination of a best list with its conditions (spec §3 custom definition). */
export interface StandardDefinition {
  classCode: string;
  eventCode: string;
  startAge: number;
  endAge: number;
  heightWeight: number | null;
  wind: boolean;
  handTimeAllowed: boolean;
  environment: 0 | 1 | 2;
}

/**
 * The federation's standard definitions (`copy_dlo`): open and youth classes with their events.
 * Youth lists are open downwards (a U16 athlete may rank in U18), so they bound only the upper age;
 * wind and hand time follow the event, and the environment is where the event is held.
 */
export function standardDefinitions(): StandardDefinition[] {
  return Object.entries(eventsByClass).flatMap(([classCode, codes]) => {
    const ageClass = ageClassByCode(classCode);
    if (!ageClass) throw new Error(`Unknown class ${classCode}`);
    return codes.map((eventCode): StandardDefinition => {
      const event = eventByCode(eventCode);
      if (!event) throw new Error(`Unknown event ${eventCode}`);
      return {
        classCode,
        eventCode,
        startAge: 0,
        endAge: ageClass.group === 'open' ? 0 : (ageClass.ageTo ?? 0),
        heightWeight: event.heightWeight,
        wind: event.windRequired,
        handTimeAllowed: event.handTimeAllowed,
        environment: event.environment === Environment.indoor ? 0 : event.environment === Environment.outdoor ? 1 : 2,
      };
    });
  });
}
