import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormPage } from '../../../components/layout/entry-form-page';
import { useIdParam } from '../../../lib/router';
import { pathTo } from '../../../lib/routing';
import { classesQueryOptions, manualBestlistCatalogueQueryOptions, manualBestlistQueryOptions } from '../api/manual-bestlist-queries';
import { listValuesOf, newListValues } from '../components/list-form-values';
import { ManualBestlistForm } from '../components/manual-bestlist-form';

/**
 * /newmanualbestlist and /updatemanualbestlist/:id: one form for a new and a changed manual list
 * (spec §2.7). Saving is offered exactly when the server offers `new`, or the list's `update` link.
 */
export function ManualBestlistFormPage() {
  const { t: texts } = useTranslation('manual-bestlists', { keyPrefix: 'manualBestlists.form' });
  const id = useIdParam();
  const item = useQuery(manualBestlistQueryOptions(id));
  const catalogue = useQuery(manualBestlistCatalogueQueryOptions());
  const classes = useQuery(classesQueryOptions());
  return (
    <EntryFormPage creating={id === null} entry={item} catalogue={catalogue} waiting={classes.isPending} texts={texts} back={pathTo('manualbestlists')}>
      {({ entry, ...state }) => (
        <ManualBestlistForm key={entry?.id ?? 'new'} defaultValues={entry ? listValuesOf(entry) : newListValues} classes={classes.data ?? []} {...state} />
      )}
    </EntryFormPage>
  );
}
