import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LoginPayload } from '@portal/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from '../../../lib/router';
import { useSession } from '../../../session/session';
import { FormTextField } from '../../../components/ui/form-text-field';
import { ApiError, api } from '../../../lib/api-client';
import { errorStore } from '../../../lib/error-store';
import { lazyResolver, useResolvedValidity } from '../../../lib/lazy-resolver';
import { focusedBeforeStart, prerenderedAtStart, submittedBeforeStart, typedBeforeStart } from '../../../lib/prerendered';
import { siteUrl } from '../api/lookups';
import { accountApi } from '@portal/domain';
import { pathTo } from '../../../lib/routing';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';
import '../../../lib/form-texts';

const resolver = lazyResolver<LoginPayload>(() => import('./login-validation').then((module) => module.loginResolver));
/** Both fields are required: an empty form fails without its check, whose code then loads only once the visitor types. */
const emptyFails = ({ email, password }: LoginPayload) => (!email && !password ? false : undefined);

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
  // On the prerendered login screen, the visitor may have begun before the app started: the form
  // starts from what they typed, and their focus stays where it is (no autofocus that would move it
  // while they type).
  const [prerendered] = useState(prerenderedAtStart);
  const form = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, applyServerErrors: applyFormErrors, setValue, getValues, trigger, formState } = useContractForm<LoginPayload>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: typedBeforeStart('field-email'), password: typedBeforeStart('field-password') },
  });
  // What they typed while this form rendered (the first render yields to the browser), and their
  // field, should React have drawn the form anew rather than adopted the prerendered one.
  useEffect(() => {
    if (!prerendered) return;
    let late = false;
    for (const name of ['email', 'password'] as const) {
      const value = typedBeforeStart(`field-${name}`);
      if (value && value !== getValues(name)) {
        setValue(name, value, { shouldDirty: true });
        late = true;
      }
    }
    if (late) void trigger();
    const target = focusedBeforeStart() ?? (autoFocus ? 'field-email' : null);
    const field = target ? form.current?.querySelector<HTMLInputElement>(`input[id="${target}"]`) : null;
    // Drawn anew, the field the visitor was in has gone with the prerendered page: focus its successor.
    if (field && (document.activeElement === null || document.activeElement === document.body)) field.focus();
  }, [prerendered, autoFocus, getValues, setValue, trigger]);

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
      applyFormErrors(error);
    }
  });

  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const valid = useResolvedValidity({ email, password }, resolver, emptyFails);

  // Enter pressed in the prerendered form, before this form existed: the login it asked for.
  useEffect(() => {
    if (submittedBeforeStart()) void onSubmit();
    // Once, when the form replaces the prerendered one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Enter in a field submits even while the button still waits for the first check of what was typed
  // (the validation code loads with it, one round trip after a prerendered form was taken over); the
  // submit checks the values itself and shows what is missing.
  const submitOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!formState.isSubmitting) void onSubmit();
  };

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
    <FormBox ref={form} onSubmit={onSubmit} onKeyDown={submitOnEnter} aria-label={t('login.title')} sx={{ maxWidth: 480 }}>
      {/*
        The blank helper text keeps a line free for the error, so that the buttons below do not move
        when the autofocused e-mail field is validated on blur: otherwise the mouse-down on
        "forgot password" or "new account" shifts the button away and the first click is lost.
      */}
      <FormTextField control={control} name="email" label={t('login.email')} type="email" autoComplete="username" required autoFocus={autoFocus && !prerendered} helperText=" " />
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
        <Button type="submit" variant="contained" disabled={!valid || formState.isSubmitting}>
          {t('login.login')}
        </Button>
        <Button component={RouterLink} to={pathTo('forgotpassword')}>
          {t('login.forgotPassword')}
        </Button>
        <Button component={RouterLink} to={pathTo('register')}>
          {t('login.newAccount')}
        </Button>
      </Stack>
    </FormBox>
  );
}
