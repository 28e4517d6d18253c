import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { performanceCompetitionInputSchema, type PerformanceCompetition, type PerformanceCompetitionInput } from '@portal/domain';
import { schemaResolver } from '../../../lib/schema-resolver';

/**
 * The form's values: the payload's fields (spec §3 "Performance competition"), with '' for empty
 * texts and choices and null for an empty day. `stateCode`, `area` and `district` hold association ids.
 */
export interface CompetitionFormValues {
  name: string;
  germanCompetitionId: string;
  dateFrom: string | null;
  dateTo: string | null;
  location: string;
  town: string;
  nation: string;
  environment: number | '';
  stateCode: number | '';
  area: number | '';
  district: number | '';
}

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

export const competitionValuesOf = (c: PerformanceCompetition): CompetitionFormValues => ({
  name: c.name,
  germanCompetitionId: c.germanCompetitionId ?? '',
  dateFrom: c.dateFrom,
  dateTo: c.dateTo,
  location: c.location ?? '',
  town: c.town,
  nation: c.nation,
  environment: c.environment,
  stateCode: c.stateCode ?? '',
  area: c.area ?? '',
  district: c.district ?? '',
});

const orNull = <T>(value: T | '') => (value === '' ? null : value);

/** The payload of the values; an empty environment goes out as null, which the schema refuses with its own message. */
export const payloadOf = (v: CompetitionFormValues): PerformanceCompetitionInput => ({
  name: v.name,
  germanCompetitionId: v.germanCompetitionId,
  dateFrom: v.dateFrom ?? '',
  dateTo: v.dateTo ?? '',
  location: v.location,
  town: v.town,
  nation: v.nation,
  environment: orNull(v.environment) as number,
  stateCode: orNull(v.stateCode),
  area: orNull(v.area),
  district: orNull(v.district),
});

/** Checks the values with the server's schema; the resolved value is the payload to send. */
export const competitionFormResolver = schemaResolver(z.preprocess(payloadOf, performanceCompetitionInputSchema));
