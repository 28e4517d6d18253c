import type { TFunction } from 'i18next';
import type { AthleteSummary } from '@portal/domain';

/** An athlete in one line: year of birth, gender, club, code and marks, for telling two records apart. */
export function athleteLine(t: TFunction, a: AthleteSummary): string {
  return [
    a.yearOfBirth,
    t(`athleteCare.gender.${a.gender}`),
    a.clubName,
    a.nationalAthleteCode ? t('athleteCare.code', { code: a.nationalAthleteCode }) : null,
    t('athleteCare.markCount', { count: a.markCount }),
  ]
    .filter(Boolean)
    .join(' · ');
}
