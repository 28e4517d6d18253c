import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { isLoading } from '../../../lib/query-state';
import { linkOf } from '../../../lib/links';
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
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const creating = id === null;
  const item = useQuery(competitionQueryOptions(id));
  const catalogue = useQuery(competitionCatalogueQueryOptions());
  const title = t(creating ? 'statistics.competitions.form.titleNew' : 'statistics.competitions.form.titleEdit');
  const help = <Typography variant="body2">{t('statistics.competitions.form.help')}</Typography>;

  if (creating ? catalogue.isPending : isLoading(item)) {
    return <LoadingPage title={title} help={help} />;
  }
  if (!creating && !item.data) {
    return <NotFoundPage title={title} help={help} back={pathTo('competition')} message={t('statistics.competitions.form.notFound')} />;
  }
  const competition = item.data ?? null;
  const updateLink = competition ? (linkOf(competition, 'update') ?? null) : null;
  return (
    <PageFrame title={title} help={help}>
      <CompetitionForm
        key={competition?.id ?? 'new'}
        defaultValues={competition ? competitionValuesOf(competition) : newCompetitionValues}
        creating={creating}
        updateLink={updateLink}
        readOnly={competition ? updateLink === null : !(catalogue.data ?? []).includes('new')}
      />
    </PageFrame>
  );
}
