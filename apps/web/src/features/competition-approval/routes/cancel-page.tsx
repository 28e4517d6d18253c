import Alert from '@mui/material/Alert';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { cancelSchema, Limits } from '@portal/domain';
import type { z } from 'zod';
import { PageLoading } from '../../../components/ui/page-loading';
import { SendActions } from '../../../components/ui/action-row';
import { PageFrame } from '../../../components/layout/page-frame';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormTextField } from '../../../components/ui/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { approvalQueryOptions } from '../api/approval-queries';
import { useCancelApproval } from '../api/approval-mutations';
import { ApplicationHeading, ApplicationShortFacts } from '../components/application-summary';
import { useApplicationId } from '../components/wizard-application';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSendAndLeave } from '../../../lib/use-send-and-leave';
import { FormBox } from '../../../components/ui/form-box';

/** The reason alone; the version of the application shown is added when sending. */
const cancelFields = cancelSchema.omit({ version: true });
type CancelValues = z.input<typeof cancelFields>;

const FORM_ID = 'cancel-approval';

/**
 * /CompetitionApprovalCancel/:cGuid: a required reason, a confirmation, then the application is
 * cancelled (organiser and approvers are mailed) and the list says so.
 */
export function CancelPage() {
  const { t } = useTranslation();
  const id = useApplicationId();
  const query = useQuery(approvalQueryOptions(id));
  const application = query.data ?? null;
  const loading = id !== null && query.isLoading;
  const link = linkOf(application, 'cancel_comp');
  const cancel = useCancelApproval();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<CancelValues | null>(null);
  const {
    control,
    handleSubmit,
    applyServerErrors: applyFormErrors,
    formState: { isDirty },
  } = useContractForm<CancelValues, unknown, z.output<typeof cancelFields>>({
    resolver: schemaResolver(cancelFields),
    defaultValues: { cancelationReason: '' },
    mode: 'onChange',
  });

  const ask = handleSubmit((values) => {
    setPending(values);
    setConfirming(true);
  });
  const { send, leaving, busy } = useSendAndLeave(cancel, {
    to: pathTo('competitionapproval'),
    success: 'approvalCancel.cancelled',
    onRefused: applyFormErrors,
    onSettled: () => setConfirming(false),
  });
  const confirm = () => {
    if (link && application && pending) send({ link, body: { cancelationReason: pending.cancelationReason, version: application.version } });
  };

  return (
    <PageFrame
      title={t('approvalCancel.title')}
      help={t('approvalCancel.help')}
      actions={<SendActions back={pathTo('competitionapproval')} form={FORM_ID} label={t('approvalCancel.submit')} danger disabled={!link || busy} />}
    >
      <UnsavedChangesPrompt when={isDirty && !leaving} />
      {loading && (
        <PageLoading />
      )}
      {!loading && !application && <Alert severity="info">{t('approvalCommon.notFound')}</Alert>}
      {application && (
        <>
          <ApplicationHeading application={application} />
          <ApplicationShortFacts application={application} />
          {!link && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('approvalCancel.notPossible')}
            </Alert>
          )}
          <FormBox id={FORM_ID} onSubmit={ask} sx={{ mt: 2 }}>
            <FormTextField
              control={control}
              name="cancelationReason"
              label={t('approvalCancel.reason')}
              required
              multiline
              minRows={4}
              disabled={!link}
              slotProps={{ htmlInput: { maxLength: Limits.reason } }}
            />
          </FormBox>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('approvalCancel.confirmTitle')}
        message={application ? t('approvalCancel.confirmMessage', { name: application.name }) : ''}
        confirmLabel={t('approvalCancel.submit')}
        destructive
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </PageFrame>
  );
}
