import Alert from '@mui/material/Alert';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { createRoleRequestSchema } from '@portal/domain';
import type { z } from 'zod';
import { SendFormPage } from '../../../components/layout/send-form-page';
import { useSession } from '../../../session/session';
import { FormSelect } from '../../../components/ui/form-select';
import { OrganizationOptionText } from '../../../components/ui/organization-option-text';
import { FormSearchAutocomplete } from '../../../components/ui/form-search-autocomplete';
import { availableRolesQueryOptions, branchesQueryOptions, onlyAdminAvailable, organizationSearchQueryOptions, type OrganizationOption } from '../../../lib/lookups';
import { useCreateRoleRequest } from '../api/create-role-request';
import { pathTo } from '../../../lib/routing';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSendAndLeave } from '../../../lib/use-send-and-leave';

type NewRoleRequestForm = z.input<typeof createRoleRequestSchema>;


/** /newrolerequest: the signed-in user requests a role in an organisation of their federation. */
export function NewRoleRequestPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const create = useCreateRoleRequest();

  const {
    control,
    handleSubmit,
    applyServerErrors: applyFormErrors,
    setValue,
    formState: { isValid, isDirty },
  } = useContractForm<NewRoleRequestForm, unknown, z.output<typeof createRoleRequestSchema>>({
    resolver: schemaResolver(createRoleRequestSchema),
    defaultValues: { organizationId: undefined, roleId: '' },
    mode: 'onChange',
  });
  const organizationId = useWatch({ control, name: 'organizationId' }) as number | undefined;

  const roles = useQuery(availableRolesQueryOptions(organizationId, user?.id));
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, text: t(`roles.${r.code}`, { defaultValue: r.name }) }));
  const noRolesLeft = roles.isSuccess && roleOptions.length === 0;

  // A single role on offer is chosen at once.
  useEffect(() => {
    if (roles.data?.length === 1) setValue('roleId', roles.data[0].id, { shouldValidate: true, shouldDirty: true });
  }, [roles.data, setValue]);

  const { send, leaving, busy } = useSendAndLeave(create, { to: pathTo('rolerequests'), success: 'newRoleRequest.created', onRefused: applyFormErrors });
  const submit = handleSubmit((values) => send({ roleId: values.roleId, organizationId: values.organizationId }));

  return (
    <SendFormPage
      title={t('newRoleRequest.title')}
      help={t('newRoleRequest.help')}
      form="new-role-request"
      back={pathTo('rolerequests')}
      label={t('common.create')}
      disabled={!isValid || busy}
      onSubmit={submit}
      unsaved={isDirty && !leaving}
    >
      <FormSearchAutocomplete<NewRoleRequestForm, OrganizationOption>
        control={control}
        name="organizationId"
        optionValue={(o) => o.value}
        onChosen={() => setValue('roleId', '', { shouldValidate: true })}
        label={t('newRoleRequest.organization')}
        helperText={t('newRoleRequest.organizationHint')}
        required
        queryFor={(search) => (user ? branchesQueryOptions(user.masterOrganization.value, user.id, search) : organizationSearchQueryOptions(search))}
        optionKey={(o) => o.value}
        optionLabel={(o) => o.text}
        renderOption={(o) => <OrganizationOptionText option={o} />}
      />
      <FormSelect
        control={control}
        name="roleId"
        label={t('newRoleRequest.role')}
        required
        options={roleOptions}
        disabled={!organizationId || roles.isLoading || noRolesLeft}
      />
      {onlyAdminAvailable(roles.data) && <Alert severity="info" sx={{ mt: 1 }}>{t('newRoleRequest.onlyAdminInfo')}</Alert>}
      {noRolesLeft && <Alert severity="info" sx={{ mt: 1 }}>{t('newRoleRequest.noRolesLeft')}</Alert>}
    </SendFormPage>
  );
}
