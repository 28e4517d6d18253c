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

interface NotFoundProps extends PageStateProps {
  message: string;
  /** Where the way back leads, and its label when it is more than "Back" (to the search, to the overview). */
  back: string;
  backLabel?: string;
}

/** A screen whose object is not there (deleted, or not the caller's): the message and the way back. */
export function NotFoundPage({ title, help, message, back, backLabel }: NotFoundProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame title={title} help={help} actions={<Button onClick={() => void navigate(back)}>{backLabel ?? t('common.back')}</Button>}>
      <Alert severity="info">{message}</Alert>
    </PageFrame>
  );
}
