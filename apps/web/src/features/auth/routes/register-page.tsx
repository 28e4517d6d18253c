import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useQuery } from '@tanstack/react-query';
import { type accountApi, registerSchema } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from '../../../lib/router';
import type { z } from 'zod';
import { currentLanguage } from '../../../lib/i18n';
import { useBackPath } from '../../../lib/navigation';
import { PageFrame } from '../../../components/layout/page-frame';
import { useSession } from '../../../session/session';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { api } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/use-contract-form';
import { languagesQuery, siteUrl } from '../api/lookups';
import { federationsQueryOptions } from '../../../lib/lookups';
import { pathTo } from '../../../lib/routing';
import { FormBox } from '../../../components/ui/form-box';

type RegisterInput = z.input<typeof registerSchema>;
type RegisterOutput = z.output<typeof registerSchema>;

const DEFAULT_LANGUAGE_ID = 1;

/** /register: the registration form; the success message replaces it (spec §2, §3). */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const backPath = useBackPath();
  const [done, setDone] = useState(false);
  const masters = useQuery(federationsQueryOptions(i18n.language));
  const languageOptions = useQuery(languagesQuery());
  const { control, handleSubmit, applyServerErrors, formState, getValues, setValue, getFieldState } = useContractForm<RegisterInput, unknown, RegisterOutput>({
    resolver: schemaResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      newsletter: false,
      languageId: DEFAULT_LANGUAGE_ID,
      organizationId: '',
      confirmUrl: '',
    },
  });

  // Spec §3: the organisation defaults to the first master organisation.
  useEffect(() => {
    const first = masters.data?.[0];
    if (first && !getValues('organizationId')) setValue('organizationId', first.value);
  }, [masters.data, getValues, setValue]);

  // The account's language (its mails) defaults to the interface language, and follows the
  // federation the visitor picks (the Dutch federation: Dutch) until they choose one themselves.
  useEffect(() => {
    const id = languageOptions.data?.find((l) => l.code === currentLanguage())?.value;
    if (id && !getFieldState('languageId').isDirty) setValue('languageId', id);
  }, [languageOptions.data, getFieldState, setValue]);
  const chosenMaster = useWatch({ control, name: 'organizationId' });
  const defaultMaster = useRef<unknown>(null);
  useEffect(() => {
    const master = masters.data?.find((m) => m.value === chosenMaster);
    if (!master) return;
    defaultMaster.current ??= master.value;
    if (master.value === defaultMaster.current) return;
    if (master.languageId && !getFieldState('languageId').isDirty) setValue('languageId', master.languageId);
  }, [chosenMaster, masters.data, getFieldState, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api.request<typeof accountApi.register>('register', { body: { ...values, confirmUrl: siteUrl(pathTo('confirm')) } });
      setDone(true);
    } catch (error) {
      // Spec §4: a failed registration clears local storage (ends a session left open in this browser).
      if (session.isAuthenticated) await session.endSession();
      applyServerErrors(error);
    }
  });

  if (done) {
    return (
      <PageFrame
        title={t('register.title')}
        actions={
          <Button component={RouterLink} to={pathTo('login')} variant="contained">
            {t('confirm.toLogin')}
          </Button>
        }
      >
        <Alert severity="success">{t('register.success')}</Alert>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('register.title')}>
      <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting} />
      <FormBox onSubmit={onSubmit} aria-label={t('register.title')}>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="firstName" label={t('register.firstName')} autoComplete="given-name" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="lastName" label={t('register.lastName')} autoComplete="family-name" required />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="email" label={t('register.email')} type="email" autoComplete="email" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="password"
              label={t('register.password')}
              type="password"
              autoComplete="new-password"
              required
              helperText={t('register.passwordHint')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="confirmPassword"
              label={t('register.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={control}
              name="organizationId"
              label={t('register.organization')}
              options={masters.data ?? []}
              required
              disabled={masters.isPending}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={control}
              name="languageId"
              label={t('register.language')}
              options={languageOptions.data ?? []}
              required
              disabled={languageOptions.isPending}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="newsletter"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} name={field.name} />}
                  label={t('register.newsletter')}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <Alert severity="warning" role="note" sx={{ mt: 1 }}>
              {t('register.termsWarning')}
            </Alert>
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={backPath}>
            {t('common.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('register.submit')}
          </Button>
        </Box>
      </FormBox>
    </PageFrame>
  );
}
