import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormPage } from '../../../components/layout/entry-form-page';
import { useIdParam } from '../../../lib/router';
import { pathTo } from '../../../lib/routing';
import { competitionCatalogueQueryOptions, competitionQueryOptions } from '../api/competition-queries';
import { CompetitionForm } from '../components/competition-form';
import { competitionValuesOf, newCompetitionValues } from '../components/form-values';

/**
 * /newcompetition and /updatecompetition/:id: one form for a new and a changed performance
 * competition (spec §2.4). Saving is offered exactly when the server offers `new`, or the
 * competition's `update` link (portal entries).
 */
export function CompetitionFormPage() {
  const { t: texts } = useTranslation('statistics', { keyPrefix: 'statistics.competitions.form' });
  const id = useIdParam();
  const item = useQuery(competitionQueryOptions(id));
  const catalogue = useQuery(competitionCatalogueQueryOptions());
  return (
    <EntryFormPage creating={id === null} entry={item} catalogue={catalogue} texts={texts} back={pathTo('competition')}>
      {({ entry, ...state }) => <CompetitionForm key={entry?.id ?? 'new'} defaultValues={entry ? competitionValuesOf(entry) : newCompetitionValues} {...state} />}
    </EntryFormPage>
  );
}
