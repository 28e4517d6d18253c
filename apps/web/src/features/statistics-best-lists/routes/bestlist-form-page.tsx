import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { isLoading } from '../../../lib/query-state';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { bestListCatalogueQueryOptions, bestListQueryOptions } from '../api/bestlist-queries';
import { BestListForm } from '../components/bestlist-form';
import { bestListValuesOf, newBestListValues } from '../components/form-values';

/**
 * /newbestlist and /updatebestlist/:id: one form for a new and a changed best list (spec §2.1).
 * Saving is offered exactly when the server offers `new`, or the list's `update` link.
 */
export function BestListFormPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const creating = id === null;
  const item = useQuery(bestListQueryOptions(id));
  const catalogue = useQuery(bestListCatalogueQueryOptions());
  const success = useSuccessMessage();
  // Handed over when a new list was created but its base could not be copied.
  const copyFailed = Boolean((location.state as { copyFailed?: boolean } | null)?.copyFailed);
  const title = t(creating ? 'statistics.bestlists.form.titleNew' : 'statistics.bestlists.form.titleEdit');
  const help = <Typography variant="body2">{t('statistics.bestlists.form.help')}</Typography>;

  if (creating ? catalogue.isPending : isLoading(item)) {
    return <LoadingPage title={title} help={help} />;
  }
  if (!creating && !item.data) {
    return <NotFoundPage title={title} help={help} back={pathTo('bestlist')} message={t('statistics.bestlists.form.notFound')} />;
  }
  const list = item.data ?? null;
  return (
    <PageFrame title={title} help={help}>
      <SuccessAlert message={success.message} onClose={success.close} />
      {copyFailed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('statistics.bestlists.form.copyFailed')}
        </Alert>
      )}
      <BestListForm
        key={list?.id ?? 'new'}
        list={list}
        defaultValues={list ? bestListValuesOf(list) : newBestListValues}
        readOnly={list ? !linkOf(list, 'update') : !(catalogue.data ?? []).includes('new')}
      />
    </PageFrame>
  );
}
