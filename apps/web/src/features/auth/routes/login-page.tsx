import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../app/page-frame';
import { useSession } from '../../../app/session';
import { LoginForm } from '../components/login-form';

/** /login: ends any current session on opening, then offers the login form (spec §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const { endSession } = useSession();
  const ended = useRef(false);
  useEffect(() => {
    if (ended.current) return;
    ended.current = true;
    void endSession();
  }, [endSession]);
  return (
    <PageFrame title={t('login.title')}>
      <LoginForm autoFocus />
    </PageFrame>
  );
}
