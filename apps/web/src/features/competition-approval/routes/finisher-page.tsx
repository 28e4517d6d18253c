import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ActionRow } from '../../../components/ui/action-row';
import {
  computeFee,
  contactTitles,
  finisherCountFields,
  finisherGenders,
  finisherGroups,
  finishersSchema,
  finisherSumsMatch,
  finisherTotals,
  type CompetitionApproval,
  type FeeSchedule,
  type FinisherCounts,
} from '@portal/domain';
import type { z } from 'zod';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageFrame } from '../../../components/layout/page-frame';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { useContractForm } from '../../../lib/use-contract-form';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import type { SuccessState } from '../../../lib/use-success-message';
import { approvalQueryOptions, feeScheduleQueryOptions } from '../api/approval-queries';
import { useSendFinishers } from '../api/approval-mutations';
import { ApplicationHeading } from '../components/application-summary';
import { CountField } from '../components/count-field';
import { FeeRuleText, FeeTable } from '../components/fee-estimate';
import { finisherBlock, finisherValuesOf, type FinisherValues } from '../components/finisher-values';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { PageSection } from '../components/page-section';
import { ResultListUpload } from '../components/result-list-upload';
import { useApplicationId } from '../components/wizard-application';
import { FormBox } from '../../../components/ui/form-box';
import '../../../lib/form-texts';

const FORM_ID = 'finisher-form';
const countFields = [...finisherCountFields, ...finisherTotals] as const;

/** The live fee for the counts typed so far, with the schedule's rule above it. */
function LiveFee({ control, schedule }: { control: Control<FinisherValues>; schedule: FeeSchedule }) {
  const { t } = useTranslation();
  const counts = useWatch({ control, name: [...finisherCountFields] });
  const fee = computeFee(Object.fromEntries(finisherCountFields.map((f, i) => [f, Number(counts[i]) || 0])), schedule);
  return (
    <>
      <FeeRuleText schedule={schedule} />
      <Box sx={{ mt: 1 }}>
        <FeeTable lines={fee.lines} totalCents={fee.totalCents} label={t('approvalFinisher.estimate')} />
      </Box>
    </>
  );
}

/** The sum check of spec §5, live: totals by kind against counts by gender and age. */
function SumCheck({ control, show }: { control: Control<FinisherValues>; show: boolean }) {
  const { t } = useTranslation();
  const values = useWatch({ control, name: [...countFields] });
  const counts = Object.fromEntries(countFields.map((f, i) => [f, Number(values[i]) || 0])) as FinisherCounts;
  const byGroup = finisherCountFields.reduce((s, f) => s + counts[f], 0);
  const byKind = finisherTotals.reduce((s, f) => s + counts[f], 0);
  const matches = finisherSumsMatch(counts);
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {t('approvalFinisher.sums', { byGroup, byKind })}
      </Typography>
      {show && !matches && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {t('validation.errorFinisherSum')}
        </Alert>
      )}
    </>
  );
}

function FinisherForm({ application, schedule, onDone }: { application: CompetitionApproval; schedule: FeeSchedule | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const send = useSendFinishers();
  const link = linkOf(application, 'send_finishers');
  const block = finisherBlock(application);
  const locked = block !== null;
  const {
    control,
    handleSubmit,
    applyServerErrors,
    setValue,
    formState: { isDirty, isSubmitted },
  } = useContractForm<FinisherValues, unknown, z.output<typeof finishersSchema>>({
    resolver: zodResolver(finishersSchema),
    defaultValues: finisherValuesOf(application),
    mode: 'onChange',
  });
  const otherContact = useWatch({ control, name: 'otherContact' });
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  // The organiser reports once; what they send is what the invoice is made from, so they confirm it first.
  const [confirming, setConfirming] = useState<z.output<typeof finishersSchema> | null>(null);
  const sendValues = (values: z.output<typeof finishersSchema>) => {
    if (!link || locked) return;
    send.mutate(
      { link, body: { ...values, version: application.version } },
      { onSuccess: () => setDone(true), onError: (error) => applyServerErrors(error), onSettled: () => setConfirming(null) },
    );
  };
  const submit = handleSubmit((values) => {
    if (!link || locked) return;
    if (application.finishersSentAt) sendValues(values);
    else setConfirming(values);
  });

  const uploadLink = linkOf(application, 'upload_results');
  const fillCounts = (counts: FinisherCounts) => {
    for (const f of countFields) setValue(f, counts[f], { shouldDirty: true, shouldValidate: true });
  };

  const titleOptions = contactTitles.map((v) => ({ value: v, text: t(`contactTitle.${v}`) }));
  const fieldset = { border: 0, m: 0, p: 0, minWidth: 0 };
  return (
    <FormBox id={FORM_ID} onSubmit={submit}>
      <UnsavedChangesPrompt when={isDirty && !done} />
      {block && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(block)}
        </Alert>
      )}
      {!block && application.finishersSentAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('approvalFinisher.changeAsStateApprover')}
        </Alert>
      )}
      <PageSection title={t('approvalFinisher.byGroup')}>
        {uploadLink && !locked && <ResultListUpload link={uploadLink} onCounts={(answer) => fillCounts(answer.counts)} />}
        {finisherGenders.map((gender) => (
          <Box key={gender} component="fieldset" sx={{ ...fieldset, mb: 1 }}>
            <Typography component="legend" variant="subtitle2">
              {t(`finisherGroup.${gender}`)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' } }}>
              {finisherGroups.map((group) => (
                <CountField key={group} control={control} name={`finisher_${gender}_${group}`} label={t(`finisherGroup.${group}`)} disabled={locked} />
              ))}
            </Box>
          </Box>
        ))}
      </PageSection>
      <PageSection title={t('approvalFinisher.byKind')}>
        <Box component="fieldset" sx={fieldset}>
          <Typography component="legend" variant="body2" color="text.secondary">
            {t('approvalFinisher.byKindHint')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, maxWidth: 600 }}>
            {finisherTotals.map((f) => (
              <CountField key={f} control={control} name={f} label={t(`approvalCommon.totals.${f}`)} disabled={locked} />
            ))}
          </Box>
        </Box>
        <SumCheck control={control} show={isDirty || isSubmitted} />
      </PageSection>
      <PageSection title={t('approvalFinisher.billing')}>
        <FormCheckbox control={control} name="otherContact" label={t('approvalFinisher.otherContact')} disabled={locked} />
        {otherContact && (
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormSelect control={control} name="billing_Titel" label={t('approvalFinisher.salutation')} options={titleOptions} required disabled={locked} />
            <FormTextField control={control} name="billing_ClubCompany" label={t('approvalFinisher.company')} disabled={locked} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <FormTextField control={control} name="billing_Firstname" label={t('approvalFinisher.firstName')} required disabled={locked} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <FormTextField control={control} name="billing_Lastname" label={t('approvalFinisher.lastName')} required disabled={locked} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <FormTextField control={control} name="billing_Street" label={t('approvalFinisher.street')} required disabled={locked} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <FormTextField control={control} name="billing_Zip" label={t('approvalFinisher.zip')} required disabled={locked} slotProps={{ htmlInput: { maxLength: 30 } }} />
            <FormTextField control={control} name="billing_Town" label={t('approvalFinisher.town')} required disabled={locked} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <FormTextField control={control} name="billing_Mail" label={t('approvalFinisher.email')} type="email" required disabled={locked} slotProps={{ htmlInput: { maxLength: 200 } }} />
          </Box>
        )}
      </PageSection>
      {schedule && (
        <PageSection title={t('approvalFinisher.fee')}>
          <LiveFee control={control} schedule={schedule} />
        </PageSection>
      )}
      <ActionRow>
        <Button type="submit" variant="contained" disabled={locked || send.isPending}>
          {t('approvalFinisher.send')}
        </Button>
      </ActionRow>
      <ConfirmDialog
        open={confirming !== null}
        title={t('approvalFinisher.confirmTitle')}
        message={t('approvalFinisher.confirmMessage')}
        confirmLabel={t('approvalFinisher.send')}
        busy={send.isPending}
        onConfirm={() => confirming && sendValues(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </FormBox>
  );
}

/**
 * /competitionApprovalFinisher/:cGuid: the finisher numbers after the event (ten counts by gender
 * and age, three totals by kind), an optional other billing contact, and the fee they will cost.
 */
export function FinisherPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useApplicationId();
  const query = useQuery(approvalQueryOptions(id));
  const schedule = useQuery(feeScheduleQueryOptions());
  const application = query.data ?? null;
  const loading = id !== null && query.isLoading;

  return (
    <PageFrame
      title={t('approvalFinisher.title')}
      help={t('approvalFinisher.help')}
      actions={
        <>
          <Button onClick={() => void navigate(id !== null ? pathTo('compFinisherAttachments', { cGuid: id }) : pathTo('competitionapproval'))}>{t('common.back')}</Button>
          <Button onClick={() => void navigate(pathTo('competitionapproval'))}>{t('approvalCommon.toOverview')}</Button>
        </>
      }
    >
      {loading && (
        <PageLoading />
      )}
      {!loading && !application && <Alert severity="info">{t('approvalCommon.notFound')}</Alert>}
      {application && (
        <>
          <ApplicationHeading application={application} />
          <FinisherForm
            // Keyed by the application only: the reload after sending brings a new version, and a form
            // re-created for it would lose the running send's callback (and so the way to the detail view).
            key={application.id}
            application={application}
            schedule={schedule.data}
            onDone={() =>
              void navigate(pathTo('compFinisherDetailView', { cGuid: application.id }), { state: { success: 'approvalFinisher.sent' } satisfies SuccessState })
            }
          />
        </>
      )}
    </PageFrame>
  );
}
