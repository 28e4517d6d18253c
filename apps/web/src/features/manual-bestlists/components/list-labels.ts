import type { TFunction } from 'i18next';
import { ManualPerformanceStatus, type EventTypeName } from '@portal/domain';
import type { TextKey } from '../../../lib/i18n';

/** "Alle Jahre" for an all-time list, else its year. */
export const yearText = (t: TFunction, year: number | null) => (year === null ? t('manualBestlists.allTime') : String(year));

/** The catalogue's name of each environment (indoor 0, outdoor 1, both 2). */
const environmentKeys = ['manualBestlists.environment.0', 'manualBestlists.environment.1', 'manualBestlists.environment.2'] as const satisfies readonly TextKey[];

/** Indoor, outdoor or both, in the reader's language. */
export const environmentText = (t: TFunction, environment: number) => t(environmentKeys[environment]);

/** The catalogue's name of each performance status. */
const statusKeys: Readonly<Record<number, TextKey>> = {
  [ManualPerformanceStatus.official]: 'manualBestlists.status.1',
  [ManualPerformanceStatus.unofficial]: 'manualBestlists.status.2',
};

/** Official or unofficial, in the reader's language. */
export const statusText = (t: TFunction, status: number) => t(statusKeys[status]);

/** The heading of an event type group; an unknown type reads "Unbekannt" (spec §3). */
export function eventTypeText(t: TFunction, names: readonly EventTypeName[], eventType: number): string {
  const name = names[eventType];
  return name ? t(`eventType.${name}`) : t('eventType.unknown');
}
