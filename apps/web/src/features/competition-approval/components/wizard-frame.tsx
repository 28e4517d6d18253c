import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageFrame } from '../../../components/layout/page-frame';
import { WizardStepper } from './wizard-stepper';

export interface WizardFrameProps {
  title: string;
  routeName: string;
  id: number | null;
  /** The application's name under the title, once loaded. */
  subtitle?: string;
  loading?: boolean;
  /** No application for this id: a notice instead of the step. */
  missing?: boolean;
  /** An edit route whose application offers no `update_comp` link: say why nothing can be saved. */
  locked?: boolean;
  help?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every wizard step: page frame, step bar, loading and not-found states, the locked notice. */
export function WizardFrame({ title, routeName, id, subtitle, loading, missing, locked, help, actions, children }: WizardFrameProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={title} help={help} actions={actions}>
      <WizardStepper routeName={routeName} id={id} />
      {subtitle && (
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: -1, mb: 2, overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      )}
      {loading ? (
        <PageLoading />
      ) : missing ? (
        <Alert severity="info">{t('approvalWizard.notFound')}</Alert>
      ) : (
        <>
          {locked && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('approvalWizard.locked')}
            </Alert>
          )}
          {children}
        </>
      )}
    </PageFrame>
  );
}
