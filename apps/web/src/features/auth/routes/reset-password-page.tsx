import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { schemaResolver } from '../../../lib/schema-resolver';
import { resetPasswordSchema } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from '../../../lib/router';
import type { z } from 'zod';
import { PageFrame } from '../../../components/layout/page-frame';
import { FormTextField } from '../../../components/ui/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { api } from '../../../lib/api-client';
import { accountApi } from '@portal/domain';
import { pathTo } from '../../../lib/routing';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';

type Input = z.input<typeof resetPasswordSchema>;
type Output = z.output<typeof resetPasswordSchema>;

/** /resetpassword?userId=…&code=…: sets a new password; the success message links to login (spec §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const userId = Number(search.get('userId'));
  const code = search.get('code') ?? '';
  const linkComplete = Number.isInteger(userId) && userId > 0 && code.length > 0;
  const [done, setDone] = useState(false);
  const { control, handleSubmit, applyServerErrors: applyFormErrors, formState } = useContractForm<Input, unknown, Output>({
    resolver: schemaResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '', code, userId },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api.request<typeof accountApi.reset_password>('reset_password', { body: values });
      setDone(true);
    } catch (error) {
      applyFormErrors(error);
    }
  });

  const toLogin = (
    <Button component={RouterLink} to={pathTo('login')} variant="contained">
      {t('resetPassword.toLogin')}
    </Button>
  );

  if (done || !linkComplete) {
    return (
      <PageFrame title={t('resetPassword.title')} actions={toLogin}>
        {done ? (
          <Alert severity="success">{t('resetPassword.success')}</Alert>
        ) : (
          <Alert severity="warning">{t('resetPassword.missingCode')}</Alert>
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('resetPassword.title')}>
      <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting} />
      <FormBox onSubmit={onSubmit} aria-label={t('resetPassword.title')} sx={{ maxWidth: 480 }}>
        <FormTextField
          control={control}
          name="password"
          label={t('resetPassword.password')}
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          helperText={t('register.passwordHint')}
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label={t('resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('resetPassword.submit')}
          </Button>
        </Box>
      </FormBox>
    </PageFrame>
  );
}
