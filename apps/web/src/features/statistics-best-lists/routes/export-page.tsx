import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ActionRow } from '../../../components/ui/action-row';
import { STATISTICS_LIMITS, type BestList, type BestListExportValues } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { useSession } from '../../../session/session';
import { bestListQueryOptions, useStartExport } from '../api/bestlist-queries';
import { exportDefaults, exportEnvironments, exportForeigners, exportResolver, type ExportFormControl, type ExportValues } from '../components/export-values';
import { isLoading } from '../../../lib/query-state';
import { useListId } from '../components/wizard-data';
import { yearOptions } from '../components/year-options';
import { FormBox } from '../../../components/ui/form-box';

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
  const help = t('statistics.bestlists.export.help');
  const back = <Button onClick={() => void navigate(pathTo('bestlist'))}>{t('common.back')}</Button>;
  if (isLoading(item)) return <LoadingPage title={title} help={help} />;
  if (!item.data) return <NotFoundPage title={title} help={help} message={t('statistics.bestlists.form.notFound')} back={pathTo('bestlist')} />;
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
  const form = useContractForm<ExportValues, unknown, BestListExportValues>({
    defaultValues: exportDefaults(user?.email ?? ''),
    resolver: exportResolver,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const { handleSubmit, applyServerErrors } = form;
  const control = form.control as unknown as ExportFormControl;
  const [answer, setAnswer] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const years = useMemo(() => yearOptions().map((year) => ({ value: year, text: String(year) })), []);
  const canExport = Boolean(linkOf(list, 'startexport'));
  const { t: field } = useTranslation('statistics', { keyPrefix: 'statistics.bestlists.export.fields' });

  const submit = handleSubmit((query) => {
    setAnswer(null);
    start.mutate(
      { list, query },
      {
        onSuccess: (result) => setAnswer({ severity: 'success', text: result.message }),
        onError: (error) => {
          if (!applyServerErrors(error)) setAnswer({ severity: 'error', text: error.message });
        },
      },
    );
  });

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
      <FormBox id="export-form" readOnly={!canExport} margin="normal" onSubmit={submit} twoColumns>
        <FormTextField control={control} name="mail" id="export-mail" type="email" label={field('mail')} helperText={t('statistics.bestlists.export.mailHint')} autoComplete="email" />
        <FormTextField
          control={control}
          name="pageSize"
          id="export-page-size"
          type="number"
          label={field('pageSize')}
          helperText={t('statistics.bestlists.export.pageSizeHint', { max: STATISTICS_LIMITS.maxPageSize })}
          slotProps={{ htmlInput: { min: 1, max: STATISTICS_LIMITS.maxPageSize, step: 1 } }}
        />
        <FormSelect control={control} name="year" id="export-year" label={field('year')} options={years} />
        <FormSelect
          control={control}
          name="envi"
          id="export-environment"
          label={field('environment')}
          options={exportEnvironments.map((value) => ({ value, text: t(`statistics.bestlists.environment.${value}`) }))}
        />
        <FormSelect
          control={control}
          name="foreigners"
          id="export-foreigners"
          label={field('foreigners')}
          options={exportForeigners.map((value) => ({ value, text: t(`statistics.bestlists.export.foreigners.${value}`) }))}
        />
      </FormBox>
      <ActionRow>
        {back}
        <Button type="submit" form="export-form" variant="contained" disabled={!canExport || start.isPending}>
          {t('statistics.bestlists.export.start')}
        </Button>
      </ActionRow>
    </>
  );
}
