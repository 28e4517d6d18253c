import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PageFrame } from '../../../components/layout/page-frame';
import { pathTo } from '../../../lib/routing';
import { PageLoading } from '../../../components/ui/page-loading';
import { WizardSteps } from './wizard-steps';

export interface WizardFrameProps {
  step: 'select' | 'matrix' | 'values';
  /** The list's name once loaded. */
  listName?: string;
  loading: boolean;
  /** The data is there; otherwise (after loading) the list was not found. */
  ready: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a wizard step: title, the list's name, the steps, and the loading and not-found states. */
export function WizardFrame({ step, listName, loading, ready, actions, children }: WizardFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t(`statistics.bestlists.definitions.title.${step}`);
  const help = <Typography variant="body2">{t(`statistics.bestlists.definitions.help.${step}`)}</Typography>;
  if (loading) {
    return (
      <PageFrame title={title} help={help}>
        <PageLoading />
      </PageFrame>
    );
  }
  if (!ready) {
    return (
      <PageFrame title={title} help={help} actions={<Button onClick={() => void navigate(pathTo('bestlist'))}>{t('common.back')}</Button>}>
        <Alert severity="info">{t('statistics.bestlists.form.notFound')}</Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} help={help} actions={actions}>
      {listName && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {listName}
        </Typography>
      )}
      <WizardSteps active={step} />
      {children}
    </PageFrame>
  );
}
