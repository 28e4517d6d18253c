import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormPage } from '../../../components/layout/entry-form-page';
import { useIdParam } from '../../../lib/router';
import { pathTo } from '../../../lib/routing';
import { recordSetCatalogueQueryOptions, recordSetQueryOptions } from '../api/record-set-queries';
import { RecordSetForm } from '../components/record-set-form';
import { newRecordSetValues, recordSetValuesOf } from '../components/record-set-form-values';

/**
 * /newrecordset and /updaterecordset/:id: one form for a new and a changed record set (spec §2.6).
 * Saving is offered exactly when the server offers `new`, or the set's `update` link.
 */
export function RecordSetFormPage() {
  const { t: texts } = useTranslation('records', { keyPrefix: 'records.sets.form' });
  const id = useIdParam();
  const item = useQuery(recordSetQueryOptions(id));
  const catalogue = useQuery(recordSetCatalogueQueryOptions());
  return (
    <EntryFormPage creating={id === null} entry={item} catalogue={catalogue} texts={texts} back={pathTo('recordsets')}>
      {({ entry, ...state }) => <RecordSetForm key={entry?.id ?? 'new'} defaultValues={entry ? recordSetValuesOf(entry) : newRecordSetValues} {...state} />}
    </EntryFormPage>
  );
}
