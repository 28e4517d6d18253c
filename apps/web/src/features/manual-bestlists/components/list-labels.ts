import type { TFunction } from 'i18next';

/** "Alle Jahre" for an all-time list, else its year. */
export const yearText = (t: TFunction, year: number | null) => (year === null ? t('manualBestlists.allTime') : String(year));

/** Indoor, outdoor or both, in the reader's language. */
export const environmentText = (t: TFunction, environment: number) => t(`manualBestlists.environment.${environment}`);

/** The heading of an event type group; an unknown type reads "Unbekannt" (spec §3). */
export function eventTypeText(t: TFunction, names: readonly string[], eventType: number): string {
  const name = names[eventType];
  return name ? t(`eventType.${name}`) : t('eventType.unknown');
}
