import type { TFunction } from 'i18next';
import type { TextKey } from '../../../lib/i18n';
import { eventTypeNames, formatDay, RecordValidity, recordTypeNames, recordValidityNames } from '@portal/domain';

/** The set's name with its code in brackets (spec §2.6 name column). */
export const setNameWithCode = (set: { name: string; code: string }) => `${set.name} (${set.code})`;

/** The validity's label. */
export const validityLabel = (t: TFunction, validity: number) => {
  const name = recordValidityNames[validity - 1];
  return name ? t(`records.validity.${name}`) : String(validity);
};

/** The validity's label with the qualifier in brackets, unless the records hold worldwide (spec §2.6). */
export function validityText(t: TFunction, set: { recordValidity: number; validityQualifier: string | null }): string {
  const label = validityLabel(t, set.recordValidity);
  return set.recordValidity !== RecordValidity.world && set.validityQualifier ? `${label} (${set.validityQualifier})` : label;
}

/** The type's label. */
export const recordTypeLabel = (t: TFunction, type: number) => {
  const name = recordTypeNames[type - 1];
  return name ? t(`records.recordType.${name}`) : String(type);
};

/** The environments' labels by value (indoor 0, outdoor 1, both 2). */
const environmentKeys = ['records.environment.0', 'records.environment.1', 'records.environment.2'] as const satisfies readonly TextKey[];

/** The environment's label. */
export const environmentLabel = (t: TFunction, environment: number) => {
  const key = environmentKeys[environment];
  return key ? t(key) : String(environment);
};

/** An event type's heading; a type the portal does not know reads "Unknown" (spec §3). */
export const eventTypeLabel = (t: TFunction, type: number) => {
  const name = eventTypeNames[type];
  return name ? t(`eventType.${name}`) : t('eventType.unknown');
};

/** First and last name with the country code in brackets (spec §2.6 name column). */
export const athleteText = (r: { athleteFirstname: string; athleteLastname: string; athleteIocCode: string }) => `${r.athleteFirstname} ${r.athleteLastname} (${r.athleteIocCode})`;

/** The result with the wind in brackets where there is one. */
export const resultText = (r: { formatedValue: string; formatedWind: string | null }) => (r.formatedWind ? `${r.formatedValue} (${r.formatedWind})` : r.formatedValue);

/** The town with its country in brackets. */
export const placeText = (town: string, country: string) => `${town} (${country})`;

/** A stored day as the screens show it (DD.MM.YYYY). */
export const dayText = (day: string) => formatDay(day);
