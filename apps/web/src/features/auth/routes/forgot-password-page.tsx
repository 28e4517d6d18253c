import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { schemaResolver } from '../../../lib/schema-resolver';
import { forgotPasswordSchema } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from '../../../lib/router';
import type { z } from 'zod';
import { useBackPath } from '../../../lib/navigation';
import { PageFrame } from '../../../components/layout/page-frame';
import { FormTextField } from '../../../components/ui/form-text-field';
import { api } from '../../../lib/api-client';
import { siteUrl } from '../api/lookups';
import { accountApi } from '@portal/domain';
import { pathTo } from '../../../lib/routing';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';

type Input = z.input<typeof forgotPasswordSchema>;
type Output = z.output<typeof forgotPasswordSchema>;

/** /forgotpassword: asks for the reset mail; the success message replaces the form (spec §2). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const backPath = useBackPath();
  const [done, setDone] = useState(false);
  const { control, handleSubmit, applyServerErrors: applyFormErrors, formState } = useContractForm<Input, unknown, Output>({
    resolver: schemaResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '', confirmUrl: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await api.request<typeof accountApi.forgot_password>('forgot_password', { body: { email, confirmUrl: siteUrl(pathTo('resetpassword')) } });
      setDone(true);
    } catch (error) {
      applyFormErrors(error);
    }
  });

  const back = (
    <Button component={RouterLink} to={backPath} variant={done ? 'contained' : 'text'}>
      {done ? t('confirm.toLogin') : t('common.back')}
    </Button>
  );

  if (done) {
    return (
      <PageFrame title={t('forgotPassword.title')} actions={back}>
        <Alert severity="success">{t('forgotPassword.success')}</Alert>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('forgotPassword.title')}>
      <FormBox onSubmit={onSubmit} aria-label={t('forgotPassword.title')} sx={{ maxWidth: 480 }}>
        <FormTextField control={control} name="email" label={t('forgotPassword.email')} type="email" autoComplete="email" required autoFocus />
        <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {back}
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
        </Box>
      </FormBox>
    </PageFrame>
  );
}
