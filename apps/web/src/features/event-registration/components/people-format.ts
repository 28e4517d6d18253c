import type { TFunction } from 'i18next';
import { UNLIMITED_PEOPLE } from '@portal/domain';

/** Spec §2.5: "(max/current)", or "(unlimited/current)" when there is no limit. */
export function peopleText(t: TFunction, r: { maxPeople: number; currentPeople: number }): string {
  const max = r.maxPeople === UNLIMITED_PEOPLE ? t('eventRegistration.list.unlimited') : String(r.maxPeople);
  return t('eventRegistration.list.people', { max, current: r.currentPeople });
}
