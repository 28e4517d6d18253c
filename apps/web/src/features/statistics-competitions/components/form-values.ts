import type { Control } from 'react-hook-form';
import { performanceCompetitionInputSchema, type PerformanceCompetition, type PerformanceCompetitionInput } from '@portal/domain';
import { schemaResolver } from '../../../lib/schema-resolver';
import { storedValues } from '../../../lib/stored-values';

/**
 * The form's values are the schema's input (spec §3 "Performance competition"): '' for an empty
 * text or choice, null for an empty day. `stateCode`, `area` and `district` hold association ids.
 */
export type CompetitionFormValues = PerformanceCompetitionInput;

export type CompetitionFormControl = Control<CompetitionFormValues>;

export const newCompetitionValues: CompetitionFormValues = {
  name: '',
  germanCompetitionId: '',
  dateFrom: null,
  dateTo: null,
  location: '',
  town: '',
  nation: '',
  environment: '',
  stateCode: '',
  area: '',
  district: '',
};

export const competitionValuesOf = (c: PerformanceCompetition): CompetitionFormValues => storedValues(newCompetitionValues, c);

/** Checks the values with the server's schema; the resolved value is the payload to send. */
export const competitionFormResolver = schemaResolver(performanceCompetitionInputSchema);
