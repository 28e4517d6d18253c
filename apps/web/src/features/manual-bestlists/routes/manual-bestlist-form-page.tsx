import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { isLoading } from '../../../lib/query-state';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { classesQueryOptions, manualBestlistCatalogueQueryOptions, manualBestlistQueryOptions } from '../api/manual-bestlist-queries';
import { listValuesOf, newListValues } from '../components/list-form-values';
import { ManualBestlistForm } from '../components/manual-bestlist-form';

/**
 * /newmanualbestlist and /updatemanualbestlist/:id: one form for a new and a changed manual list
 * (spec §2.7). Saving is offered exactly when the server offers `new`, or the list's `update` link.
 */
export function ManualBestlistFormPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const creating = id === null;
  const item = useQuery(manualBestlistQueryOptions(id));
  const catalogue = useQuery(manualBestlistCatalogueQueryOptions());
  const classes = useQuery(classesQueryOptions());
  const title = t(creating ? 'manualBestlists.form.titleNew' : 'manualBestlists.form.titleEdit');
  const help = <Typography variant="body2">{t('manualBestlists.form.help')}</Typography>;

  if ((creating ? catalogue.isPending : isLoading(item)) || classes.isPending) {
    return <LoadingPage title={title} help={help} />;
  }
  if (!creating && !item.data) {
    return <NotFoundPage title={title} help={help} back={pathTo('manualbestlists')} message={t('manualBestlists.form.notFound')} />;
  }
  const list = item.data ?? null;
  const updateLink = list ? (linkOf(list, 'update') ?? null) : null;
  return (
    <PageFrame title={title} help={help}>
      <ManualBestlistForm
        key={list?.id ?? 'new'}
        defaultValues={list ? listValuesOf(list) : newListValues}
        classes={classes.data ?? []}
        creating={creating}
        updateLink={updateLink}
        readOnly={list ? updateLink === null : !(catalogue.data ?? []).includes('new')}
      />
    </PageFrame>
  );
}
