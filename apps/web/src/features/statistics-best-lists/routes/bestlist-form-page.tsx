import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormPage } from '../../../components/layout/entry-form-page';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { useIdParam, useLocation } from '../../../lib/router';
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
  const { t: texts } = useTranslation('statistics', { keyPrefix: 'statistics.bestlists.form' });
  const location = useLocation();
  const id = useIdParam();
  const item = useQuery(bestListQueryOptions(id));
  const catalogue = useQuery(bestListCatalogueQueryOptions());
  const success = useSuccessMessage();
  // Handed over when a new list was created but its base could not be copied.
  const copyFailed = Boolean((location.state as { copyFailed?: boolean } | null)?.copyFailed);
  return (
    <EntryFormPage creating={id === null} entry={item} catalogue={catalogue} texts={texts} back={pathTo('bestlist')}>
      {({ entry, readOnly }) => (
        <>
          <SuccessAlert message={success.message} onClose={success.close} />
          {copyFailed && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('statistics.bestlists.form.copyFailed')}
            </Alert>
          )}
          <BestListForm key={entry?.id ?? 'new'} list={entry} defaultValues={entry ? bestListValuesOf(entry) : newBestListValues} readOnly={readOnly} />
        </>
      )}
    </EntryFormPage>
  );
}
