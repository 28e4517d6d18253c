import type { TFunction } from 'i18next';
import type { AthleteSummary } from '@portal/domain';
import type { TextKey } from '../../../lib/i18n';

/** The catalogue's word for each gender (male 0, female 1). */
const genderText = ['athleteCare.gender.0', 'athleteCare.gender.1'] as const satisfies readonly TextKey[];

/** An athlete in one line: year of birth, gender, club, code and marks, for telling two records apart. */
export function athleteLine(t: TFunction, a: AthleteSummary): string {
  return [
    a.yearOfBirth,
    t(genderText[a.gender]),
    a.clubName,
    a.nationalAthleteCode ? t('athleteCare.code', { code: a.nationalAthleteCode }) : null,
    t('athleteCare.markCount', { count: a.markCount }),
  ]
    .filter(Boolean)
    .join(' · ');
}
