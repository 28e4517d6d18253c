import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { isLoading } from '../../../lib/query-state';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { recordSetCatalogueQueryOptions, recordSetQueryOptions } from '../api/record-set-queries';
import { RecordSetForm } from '../components/record-set-form';
import { newRecordSetValues, recordSetValuesOf } from '../components/record-set-form-values';

/**
 * /newrecordset and /updaterecordset/:id: one form for a new and a changed record set (spec §2.6).
 * Saving is offered exactly when the server offers `new`, or the set's `update` link.
 */
export function RecordSetFormPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const creating = id === null;
  const item = useQuery(recordSetQueryOptions(id));
  const catalogue = useQuery(recordSetCatalogueQueryOptions());
  const title = t(creating ? 'records.sets.form.titleNew' : 'records.sets.form.titleEdit');
  const help = <Typography variant="body2">{t('records.sets.form.help')}</Typography>;

  if (creating ? catalogue.isPending : isLoading(item)) {
    return <LoadingPage title={title} help={help} />;
  }
  if (!creating && !item.data) {
    return <NotFoundPage title={title} help={help} back={pathTo('recordsets')} message={t('records.sets.form.notFound')} />;
  }
  const set = item.data ?? null;
  const updateLink = set ? (linkOf(set, 'update') ?? null) : null;
  return (
    <PageFrame title={title} help={help}>
      <RecordSetForm
        key={set?.id ?? 'new'}
        defaultValues={set ? recordSetValuesOf(set) : newRecordSetValues}
        creating={creating}
        updateLink={updateLink}
        readOnly={set ? updateLink === null : !(catalogue.data ?? []).includes('new')}
      />
    </PageFrame>
  );
}
