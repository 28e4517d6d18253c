import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LoginPayload } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../session/session';
import { FormTextField } from '../../../components/ui/form-text-field';
import { ApiError, api } from '../../../lib/api-client';
import { errorStore } from '../../../lib/error-store';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { siteUrl } from '../api/lookups';
import { accountApi } from '@portal/domain';
import { pathTo } from '../../../lib/routing';

const resolver = lazyResolver<LoginPayload>(() => import('./login-validation').then((module) => module.loginResolver));

/**
 * E-mail and password with login, forgot-password and new-account buttons (spec §2). Enter submits;
 * the login button stays disabled while the form is invalid. An unconfirmed address gets a button
 * that sends the confirmation mail again.
 */
export function LoginForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<LoginPayload>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setUnconfirmedEmail(null);
    setResent(false);
    try {
      await session.login(email, password);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'errorEmailNotConfirmed') {
        // Shown below with the resend button instead of in the page's red alert.
        errorStore.clear();
        setUnconfirmedEmail(email);
        return;
      }
      applyServerErrors(error, setError, { Email: 'email', Password: 'password' });
    }
  });

  const resend = async () => {
    if (!unconfirmedEmail) return;
    setResending(true);
    try {
      await api.request<typeof accountApi.resend_confirmation>('resend_confirmation', { body: { email: unconfirmedEmail, confirmUrl: siteUrl(pathTo('confirm')) } });
      setResent(true);
    } catch {
      // The page frame shows the error.
    } finally {
      setResending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('login.title')} sx={{ maxWidth: 480 }}>
      {/*
        The blank helper text keeps a line free for the error, so that the buttons below do not move
        when the autofocused e-mail field is validated on blur: otherwise the mouse-down on
        "forgot password" or "new account" shifts the button away and the first click is lost.
      */}
      <FormTextField control={control} name="email" label={t('login.email')} type="email" autoComplete="username" required autoFocus={autoFocus} helperText=" " />
      <FormTextField control={control} name="password" label={t('login.password')} type="password" autoComplete="current-password" required helperText=" " />
      {unconfirmedEmail && (
        <Alert
          severity={resent ? 'success' : 'warning'}
          sx={{ mt: 2 }}
          action={
            resent ? undefined : (
              <Button color="inherit" size="small" onClick={() => void resend()} disabled={resending}>
                {t('login.resendConfirmation')}
              </Button>
            )
          }
        >
          {resent ? t('login.confirmationResent') : t('validation.errorEmailNotConfirmed')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={!formState.isValid || formState.isSubmitting}>
          {t('login.login')}
        </Button>
        <Button component={RouterLink} to={pathTo('forgotpassword')}>
          {t('login.forgotPassword')}
        </Button>
        <Button component={RouterLink} to={pathTo('register')}>
          {t('login.newAccount')}
        </Button>
      </Stack>
    </Box>
  );
}
