import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useNavigate } from '../../lib/router';
import { useTranslation } from '../../lib/use-translation';
import { PageLoading } from '../ui/page-loading';
import { PageFrame } from './page-frame';

interface PageStateProps {
  title: string;
  help?: ReactNode;
}

/** A screen whose data is still loading: its frame with the spinner. */
export function LoadingPage({ title, help }: PageStateProps) {
  return (
    <PageFrame title={title} help={help}>
      <PageLoading />
    </PageFrame>
  );
}

/** A screen whose object is not there (deleted, or not the caller's): the message and the way back. */
export function NotFoundPage({ title, help, message, back }: PageStateProps & { message: string; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame title={title} help={help} actions={<Button onClick={() => void navigate(back)}>{t('common.back')}</Button>}>
      <Alert severity="info">{message}</Alert>
    </PageFrame>
  );
}
