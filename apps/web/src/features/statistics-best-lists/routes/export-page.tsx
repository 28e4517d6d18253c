import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { STATISTICS_LIMITS, type BestList } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { ApiError } from '../../../lib/api-client';
import { translateFieldError } from '../../../lib/form-errors';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { useSession } from '../../../session/session';
import { bestListQueryOptions, useStartExport } from '../api/bestlist-queries';
import { exportDefaults, exportEnvironments, exportForeigners, exportQueryOf, exportServerFields, type ExportField, type ExportValues } from '../components/export-values';
import { PageLoading } from '../../../components/ui/page-loading';
import { isLoading } from '../../../lib/query-state';
import { useListId } from '../components/wizard-data';
import { yearOptions } from '../components/year-options';

/**
 * /exportbestlist/:id (spec §2.1): the export of a list as a file sent by e-mail. The server queues
 * it and answers a text, shown as it is in a success alert; a refusal shows the server's error.
 */
export function ExportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useListId();
  const item = useQuery(bestListQueryOptions(id));
  const title = t('statistics.bestlists.export.title');
  const help = <Typography variant="body2">{t('statistics.bestlists.export.help')}</Typography>;
  const back = <Button onClick={() => void navigate(pathTo('bestlist'))}>{t('common.back')}</Button>;
  if (id !== null && isLoading(item)) {
    return (
      <PageFrame title={title} help={help}>
        <PageLoading />
      </PageFrame>
    );
  }
  if (!item.data) {
    return (
      <PageFrame title={title} help={help} actions={back}>
        <Alert severity="info">{t('statistics.bestlists.form.notFound')}</Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} help={help}>
      <ExportForm list={item.data} back={back} />
    </PageFrame>
  );
}

function ExportForm({ list, back }: { list: BestList; back: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const start = useStartExport();
  const [values, setValues] = useState<ExportValues>(() => exportDefaults(user?.email ?? ''));
  const [errors, setErrors] = useState<Partial<Record<ExportField, string>>>({});
  const [answer, setAnswer] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const years = useMemo(() => yearOptions(), []);
  const canExport = Boolean(linkOf(list, 'startexport'));
  const { t: field } = useTranslation('statistics', { keyPrefix: 'statistics.bestlists.export.fields' });
  const set = <K extends ExportField>(key: K, value: ExportValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const errorOf = (key: ExportField) => translateFieldError(t, errors[key]);

  const submit = () => {
    setAnswer(null);
    const checked = exportQueryOf(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    start.mutate(
      { list, query: checked.query },
      {
        onSuccess: (result) => setAnswer({ severity: 'success', text: result.message }),
        onError: (error) => {
          const fields = error instanceof ApiError && error.status === 422 ? error.fieldErrors : {};
          const placed: Partial<Record<ExportField, string>> = {};
          for (const [key, messages] of Object.entries(fields)) if (exportServerFields[key]) placed[exportServerFields[key]] = messages.join(' ');
          setErrors(placed);
          if (Object.keys(placed).length === 0) setAnswer({ severity: 'error', text: error.message });
        },
      },
    );
  };

  return (
    <>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {list.name}
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t('statistics.bestlists.export.explanation')}
      </Alert>
      {answer && (
        <Alert severity={answer.severity} role={answer.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }} onClose={() => setAnswer(null)} closeText={t('common.close')}>
          {answer.text}
        </Alert>
      )}
      <Box
        component="form"
        id="export-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canExport) submit();
        }}
        sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
      >
        <TextField
          id="export-mail"
          type="email"
          label={field('mail')}
          value={values.mail}
          onChange={(e) => set('mail', e.target.value)}
          error={Boolean(errorOf('mail'))}
          helperText={errorOf('mail') ?? t('statistics.bestlists.export.mailHint')}
          margin="normal"
          autoComplete="email"
        />
        <TextField
          id="export-page-size"
          type="number"
          label={field('pageSize')}
          value={values.pageSize}
          onChange={(e) => set('pageSize', e.target.value)}
          error={Boolean(errorOf('pageSize'))}
          helperText={errorOf('pageSize') ?? t('statistics.bestlists.export.pageSizeHint', { max: STATISTICS_LIMITS.maxPageSize })}
          margin="normal"
          slotProps={{ htmlInput: { min: 1, max: STATISTICS_LIMITS.maxPageSize, step: 1 } }}
        />
        <TextField select id="export-year" label={field('year')} value={values.year} onChange={(e) => set('year', Number(e.target.value))} margin="normal">
          {years.map((year) => (
            <MenuItem key={year} value={year}>
              {year}
            </MenuItem>
          ))}
        </TextField>
        <TextField select id="export-environment" label={field('environment')} value={values.envi} onChange={(e) => set('envi', Number(e.target.value))} margin="normal">
          {exportEnvironments.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`statistics.bestlists.environment.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="export-foreigners"
          label={field('foreigners')}
          value={values.foreigners}
          onChange={(e) => set('foreigners', Number(e.target.value))}
          margin="normal"
        >
          {exportForeigners.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`statistics.bestlists.export.foreigners.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 3 }}>
        {back}
        <Button type="submit" form="export-form" variant="contained" disabled={!canExport || start.isPending}>
          {t('statistics.bestlists.export.start')}
        </Button>
      </Box>
    </>
  );
}
