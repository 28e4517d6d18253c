import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from '../../../lib/use-translation';

const steps = ['select', 'matrix', 'values'] as const;

/** Where the definitions wizard stands: classes and events, combinations, values (spec §4). */
export function WizardSteps({ active }: { active: (typeof steps)[number] }) {
  const { t } = useTranslation();
  return (
    <Stepper activeStep={steps.indexOf(active)} alternativeLabel sx={{ mb: 3 }} aria-label={t('statistics.bestlists.definitions.stepsLabel')}>
      {steps.map((step) => (
        <Step key={step}>
          <StepLabel>{t(`statistics.bestlists.definitions.step.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
