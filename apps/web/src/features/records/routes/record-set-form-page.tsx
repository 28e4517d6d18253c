import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
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
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const creating = id === null;
  const item = useQuery(recordSetQueryOptions(id));
  const catalogue = useQuery(recordSetCatalogueQueryOptions());
  const title = t(creating ? 'records.sets.form.titleNew' : 'records.sets.form.titleEdit');
  const help = <Typography variant="body2">{t('records.sets.form.help')}</Typography>;

  if (creating ? catalogue.isPending : item.isPending && item.fetchStatus !== 'idle') {
    return (
      <PageFrame title={title} help={help}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      </PageFrame>
    );
  }
  if (!creating && !item.data) {
    return (
      <PageFrame title={title} help={help} actions={<Button onClick={() => void navigate(pathTo('recordsets'))}>{t('common.back')}</Button>}>
        <Alert severity="info">{t('records.sets.form.notFound')}</Alert>
      </PageFrame>
    );
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
