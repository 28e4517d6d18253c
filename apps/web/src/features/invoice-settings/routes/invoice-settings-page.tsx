import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { formatEuro, invoiceSettingsInputSchema, type InvoiceSettings, type InvoiceSettingsInput } from '@portal/domain';
import type { z } from 'zod';
import { PageFrame } from '../../../components/layout/page-frame';
import { PageLoading } from '../../../components/ui/page-loading';
import { FormTextField } from '../../../components/ui/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { useContractForm } from '../../../lib/use-contract-form';
import { invoiceSettingsQueryOptions, useUpdateInvoiceSettings } from '../api/invoice-settings';
import { FormBox } from '../../../components/ui/form-box';

const FORM_ID = 'invoice-settings';
const fields = ['street', 'zip', 'town', 'taxNumber', 'vatId', 'iban', 'bic', 'accountHolder', 'paymentDays', 'perFinisherCents', 'handlingFeeCents', 'invoicePrefix'] as const;

const formValues = (s: InvoiceSettings): InvoiceSettingsInput => Object.fromEntries(fields.map((f) => [f, s[f]])) as InvoiceSettingsInput;

/** /invoicesettings: what the federation's invoices print besides the fee lines, beside its fee schedule. */
export function InvoiceSettingsPage() {
  const { t } = useTranslation();
  const query = useQuery(invoiceSettingsQueryOptions());
  const update = useUpdateInvoiceSettings();
  const [saved, setSaved] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    applyServerErrors,
    formState: { isDirty },
  } = useContractForm<InvoiceSettingsInput, unknown, z.output<typeof invoiceSettingsInputSchema>>({ resolver: schemaResolver(invoiceSettingsInputSchema), mode: 'onChange' });
  const settings = query.data;
  useEffect(() => {
    if (settings) reset(formValues(settings));
  }, [settings, reset]);
  const prefix = useWatch({ control, name: 'invoicePrefix' });

  const submit = handleSubmit((values) => {
    setSaved(false);
    update.mutate(values, {
      onSuccess: () => setSaved(true),
      onError: (error) => applyServerErrors(error),
    });
  });

  const section = (title: string) => (
    <Grid size={12}>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
    </Grid>
  );
  const text = (name: (typeof fields)[number], size: number, extra: { helperText?: string; type?: string; required?: boolean } = {}) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField control={control} name={name} label={t(`invoiceSettings.${name}`)} required={extra.required ?? true} type={extra.type} helperText={extra.helperText} />
    </Grid>
  );

  return (
    <PageFrame
      title={t('invoiceSettings.title')}
      help={t('invoiceSettings.help')}
      actions={
        <Button type="submit" form={FORM_ID} variant="contained" disabled={!settings || update.isPending}>
          {t('invoiceSettings.save')}
        </Button>
      }
    >
      <UnsavedChangesPrompt when={isDirty && !update.isPending} />
      {query.isLoading && <PageLoading />}
      {saved && !isDirty && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('invoiceSettings.saved')}
        </Alert>
      )}
      {settings && (
        <FormBox id={FORM_ID} onSubmit={submit}>
          <Grid container spacing={2}>
            {section(t('invoiceSettings.issuer'))}
            <Grid size={12}>
              <Typography>{settings.issuerName}</Typography>
            </Grid>
            {text('street', 12)}
            {text('zip', 4)}
            {text('town', 8)}
            {section(t('invoiceSettings.tax'))}
            {text('taxNumber', 6, { required: false, helperText: t('invoiceSettings.taxHint') })}
            {text('vatId', 6, { required: false, helperText: t('invoiceSettings.taxHint') })}
            {section(t('invoiceSettings.bank'))}
            {text('accountHolder', 12)}
            {text('iban', 8)}
            {text('bic', 4)}
            {section(t('invoiceSettings.fees'))}
            {text('perFinisherCents', 4, { type: 'number' })}
            {text('handlingFeeCents', 4, { type: 'number', helperText: t('invoiceSettings.handlingFeeHint') })}
            {text('paymentDays', 4, { type: 'number' })}
            {text('invoicePrefix', 4, { helperText: t('invoiceSettings.prefixHint', { example: `${(prefix ?? '').toUpperCase()}-${new Date().getFullYear()}-0001` }) })}
            {section(t('invoiceSettings.schedule'))}
            <Grid size={12}>
              <Typography variant="body2">{t('invoiceSettings.perFinisher', { amount: formatEuro(settings.schedule.perFinisherCents) })}</Typography>
              <Typography variant="body2">{t('invoiceSettings.chargeable', { groups: settings.schedule.chargeableGroups.map((g) => t(`finisherGroup.${g}`)).join(', ') })}</Typography>
              <Typography variant="body2">{t('invoiceSettings.handlingFee', { amount: formatEuro(settings.schedule.handlingFeeCents) })}</Typography>
            </Grid>
          </Grid>
        </FormBox>
      )}
    </PageFrame>
  );
}
