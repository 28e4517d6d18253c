import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { RoleRequestStatus, rejectReasonSchema } from '@portal/domain';
import { z } from 'zod';
import { PageLoading } from '../../../components/ui/page-loading';
import { SendFormPage } from '../../../components/layout/send-form-page';
import { useSession } from '../../../session/session';
import { FormTextField } from '../../../components/ui/form-text-field';
import { isRequest, roleRequestQueryOptions, type RoleRequestIds } from '../api/get-role-request';
import { linkOf } from '../api/types';
import { useUpdateRoleRequestStatus } from '../api/update-role-request-status';
import type { RejectState } from '../paths';
import { pathTo } from '../../../lib/routing';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSendAndLeave } from '../../../lib/use-send-and-leave';

type RejectForm = z.input<typeof rejectReasonSchema>;


/**
 * /rejectrolerequest/:roleId/:userId/:organizationId: a mandatory reason, then Reject. The list hands
 * the row over in router state; after a reload the row is looked up again by its ids.
 */
export function RejectRoleRequestPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { organizationId, user } = useSession();
  const currentOrganization = organizationId ?? user?.masterOrganization.value ?? null;
  const ids: RoleRequestIds = {
    roleId: Number(params.roleId),
    userId: Number(params.userId),
    organizationId: Number(params.organizationId),
    id: searchParams.get('id'),
  };
  const validIds = [ids.roleId, ids.userId, ids.organizationId].every((n) => Number.isInteger(n) && n > 0);

  const handedOver = (location.state as RejectState | null)?.row;
  const fromState = handedOver && isRequest(handedOver, ids) ? handedOver : undefined;
  const lookup = useQuery({ ...roleRequestQueryOptions(currentOrganization, ids), enabled: validIds && !fromState && currentOrganization !== null });
  const row = fromState ?? lookup.data ?? null;
  const rejectLink = row ? linkOf(row, 'reject') : undefined;

  const update = useUpdateRoleRequestStatus();
  const {
    control,
    handleSubmit,
    applyServerErrors: applyFormErrors,
    formState: { isValid, isDirty },
  } = useContractForm<RejectForm, unknown, z.output<typeof rejectReasonSchema>>({
    resolver: schemaResolver(rejectReasonSchema),
    defaultValues: { reason: '' },
    mode: 'onChange',
  });

  const { send, leaving, busy } = useSendAndLeave(update, { to: pathTo('rolerequests'), success: 'rejectRoleRequest.rejected', onRefused: applyFormErrors });
  const submit = handleSubmit((values) => {
    if (rejectLink) send({ link: rejectLink, status: RoleRequestStatus.rejected, reason: values.reason });
  });

  const loading = !fromState && lookup.isLoading;
  const unavailable = !loading && (!validIds || !row || !rejectLink);

  return (
    <SendFormPage
      title={t('rejectRoleRequest.title')}
      form="reject-role-request"
      back={pathTo('rolerequests')}
      label={t('rejectRoleRequest.reject')}
      danger
      disabled={!isValid || !rejectLink || busy}
      onSubmit={submit}
      unsaved={isDirty && !leaving}
      before={
        <>
          {loading && (
            <PageLoading />
          )}
          {unavailable && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('rejectRoleRequest.unavailable')}
            </Alert>
          )}
          {row && (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mt: 0, mb: 2 }}>
              <Typography component="dt" color="text.secondary">
                {t('roleRequests.user')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {row.userName}
                {row.userEmail ? ` (${row.userEmail})` : ''}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('roleRequests.role')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {t(`roles.${row.roleCode}`, { defaultValue: row.roleName })}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('roleRequests.organization')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {row.organizationName}
              </Typography>
            </Box>
          )}
        </>
      }
    >
      <FormTextField
        control={control}
        name="reason"
        label={t('rejectRoleRequest.reason')}
        required
        multiline
        minRows={4}
        disabled={!rejectLink}
        autoFocus={Boolean(rejectLink)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </SendFormPage>
  );
}
