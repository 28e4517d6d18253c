import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { createUserRoleSchema } from '@portal/domain';
import type { z } from 'zod';
import { SendFormPage } from '../../../components/layout/send-form-page';
import { useSession } from '../../../session/session';
import { FormSelect } from '../../../components/ui/form-select';
import { FormSearchAutocomplete } from '../../../components/ui/form-search-autocomplete';
import { availableRolesQueryOptions, onlyAdminAvailable } from '../../../lib/lookups';
import { useCreateUserRole } from '../api/create-user-role';
import { userRoleOrganizationsQueryOptions } from '../api/get-user-role-organizations';
import { usersForSelectorsQueryOptions, type UserOption } from '../api/get-users-for-selectors';
import { pathTo } from '../../../lib/routing';
import { useSendAndLeave } from '../../../lib/use-send-and-leave';

type NewUserRoleForm = z.input<typeof createUserRoleSchema>;


/** /newuserrole (OrgAdmin): assigns one or more roles in an organisation to a user. */
export function NewUserRolePage() {
  const { t } = useTranslation();
  const { organizationId: currentOrganization } = useSession();
  const create = useCreateUserRole();

  const {
    control,
    handleSubmit,
    applyServerErrors: applyFormErrors,
    setValue,
    getValues,
    formState: { isValid, isDirty },
  } = useContractForm<NewUserRoleForm, unknown, z.output<typeof createUserRoleSchema>>({
    // A refusal of one of the roles names it alone.
    renamedServerFields: { RoleId: 'roleIds' },
    resolver: schemaResolver(createUserRoleSchema),
    defaultValues: { userId: undefined, organizationId: '', roleIds: [] },
    mode: 'onChange',
  });
  const userId = useWatch({ control, name: 'userId' }) as number | undefined;
  const organizationValue = useWatch({ control, name: 'organizationId' });
  const organizationId = organizationValue === '' || organizationValue == null ? undefined : Number(organizationValue);

  const organizations = useQuery(userRoleOrganizationsQueryOptions(currentOrganization));
  const roles = useQuery(availableRolesQueryOptions(organizationId, userId));
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, text: t(`roles.${r.code}`, { defaultValue: r.name }) }));
  const noRolesLeft = roles.isSuccess && roleOptions.length === 0;

  // The current organisation is the usual choice; offer it preselected.
  useEffect(() => {
    const options = organizations.data ?? [];
    if (getValues('organizationId') === '' && options.some((o) => o.value === currentOrganization)) {
      setValue('organizationId', currentOrganization!, { shouldValidate: false });
    }
  }, [organizations.data, currentOrganization, getValues, setValue]);

  // Roles on offer depend on user and organisation: a new pair starts with no roles chosen.
  useEffect(() => {
    if (getValues('roleIds')?.length) setValue('roleIds', [], { shouldValidate: true });
  }, [userId, organizationId, getValues, setValue]);

  const { send, leaving, busy } = useSendAndLeave(create, { to: pathTo('usermanagement'), success: 'newUserRole.created', onRefused: applyFormErrors });
  const submit = handleSubmit((values) => send({ userId: values.userId, organizationId: values.organizationId, roleIds: values.roleIds }));

  return (
    <SendFormPage
      title={t('newUserRole.title')}
      help={t('newUserRole.help')}
      form="new-user-role"
      back={pathTo('usermanagement')}
      label={t('common.create')}
      disabled={!isValid || busy}
      onSubmit={submit}
      unsaved={isDirty && !leaving}
    >
      <FormSearchAutocomplete<NewUserRoleForm, UserOption>
        control={control}
        name="userId"
        optionValue={(o) => o.value}
        label={t('newUserRole.user')}
        required
        queryFor={(search) => usersForSelectorsQueryOptions(currentOrganization, search)}
        optionKey={(o) => o.value}
        optionLabel={(o) => o.text}
        renderOption={(o) => (
          <Box>
            <Typography variant="body2">{o.text}</Typography>
            {o.email && (
              <Typography variant="caption" color="text.secondary">
                {o.email}
              </Typography>
            )}
          </Box>
        )}
      />
      <FormSelect
        control={control}
        name="organizationId"
        label={t('newUserRole.organization')}
        required
        options={organizations.data ?? []}
      />
      <FormSelect
        control={control}
        name="roleIds"
        label={t('newUserRole.roles')}
        required
        multiple
        options={roleOptions}
        disabled={!userId || !organizationId || roles.isLoading || noRolesLeft}
      />
      {onlyAdminAvailable(roles.data) && <Alert severity="info" sx={{ mt: 1 }}>{t('newUserRole.onlyAdminInfo')}</Alert>}
      {noRolesLeft && <Alert severity="info" sx={{ mt: 1 }}>{t('newUserRole.noRolesLeft')}</Alert>}
    </SendFormPage>
  );
}
