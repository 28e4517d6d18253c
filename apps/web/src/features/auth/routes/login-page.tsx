import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { useLocation } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PageFrame } from '../../../components/layout/page-frame';
import { useSession } from '../../../session/session';
import { LoginForm } from '../components/login-form';

/** /login: ends any current session on opening, then offers the login form (spec §2). */
export function LoginPage() {
  const { t } = useTranslation();
  // Sent here because the session could not be renewed: say so, rather than show a bare form.
  const sessionExpired = (useLocation().state as { sessionExpired?: boolean } | null)?.sessionExpired === true;
  // The form shows while the session starts (it arrives prerendered); a leftover session is ended
  // once the start-up is done, so that the start-up cannot bring it back.
  const { endSession, ready } = useSession();
  const ended = useRef(false);
  useEffect(() => {
    if (!ready || ended.current) return;
    ended.current = true;
    void endSession();
  }, [ready, endSession]);
  return (
    <PageFrame title={t('login.title')}>
      {sessionExpired && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('http.401')}
        </Alert>
      )}
      <LoginForm autoFocus />
    </PageFrame>
  );
}
