import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from '../../../lib/router';
import { PageFrame } from '../../../components/layout/page-frame';
import { ApiError, api } from '../../../lib/api-client';
import { errorStore } from '../../../lib/error-store';
import { pathTo } from '../../../lib/routing';

type State = 'working' | 'success' | 'failed';

/** /confirm?userId=…&code=…: confirms the e-mail address once on opening (spec §2). */
export function ConfirmPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const userId = Number(search.get('userId'));
  const code = search.get('code') ?? '';
  const valid = Number.isInteger(userId) && userId > 0 && code.length > 0;
  const [state, setState] = useState<State>(valid ? 'working' : 'failed');
  const started = useRef(false);

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    api
      .call('confirm_email', { body: { userId, code } })
      .then(() => setState('success'))
      .catch((error: unknown) => {
        // An unknown, used or expired code is explained by our own text; a server failure keeps its alert.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) errorStore.clear();
        setState('failed');
      });
  }, [valid, userId, code]);

  return (
    <PageFrame
      title={t('confirm.title')}
      actions={
        state !== 'working' && (
          <Button component={RouterLink} to={pathTo('login')} variant="contained">
            {t('confirm.toLogin')}
          </Button>
        )
      }
    >
      {state === 'working' && (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('confirm.working')}</Typography>
        </Stack>
      )}
      {state === 'success' && <Alert severity="success">{t('confirm.success')}</Alert>}
      {state === 'failed' && <Alert severity="warning">{t('confirm.failed')}</Alert>}
    </PageFrame>
  );
}
