import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { isShowRoute, stepIndexOf, stepRoute, targetPath, wizardSteps } from './wizard-steps';

/**
 * The small step bar above a wizard step: where the user is among the six steps. Once the
 * application exists, a step can be opened directly (in the same mode, edit or read-only).
 */
export function WizardStepper({ routeName, id }: { routeName: string; id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = stepIndexOf(routeName);
  if (active < 0) return null;
  // The status page is the last step of the read-only mode, though its route name does not start with `show`.
  const show = isShowRoute(routeName) || routeName === wizardSteps[wizardSteps.length - 1].show;
  return (
    <Box component="nav" aria-label={t('approvalWizard.stepsLabel')} sx={{ mb: 3, overflowX: 'auto' }}>
      <Stepper
        activeStep={active}
        nonLinear={id !== null}
        alternativeLabel
        sx={{ minWidth: 560, '& .MuiStepLabel-label': { fontSize: '0.8rem' } }}
      >
        {wizardSteps.map((step, index) => {
          const label = t(`approvalWizard.steps.${step.key === 'request' && show ? 'detail' : step.key}`);
          return (
            <Step key={step.key} completed={false}>
              {id !== null ? (
                <StepButton onClick={() => index !== active && void navigate(targetPath(stepRoute(index, routeName), id))}>{label}</StepButton>
              ) : (
                <StepLabel aria-current={index === active ? 'step' : undefined}>{label}</StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
