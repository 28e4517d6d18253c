import type { ComponentType } from 'react';
import type { CompetitionApproval, Link } from '@portal/domain';
import { useWizardApplication } from './wizard-application';
import { WizardFrame } from './wizard-frame';
import { WizardNav } from './wizard-nav';

/** What the form of a wizard step gets once its application is loaded. */
export interface WizardStepFormProps {
  title: string;
  routeName: string;
  application: CompetitionApproval;
  updateLink: Link | undefined;
  readOnly: boolean;
  showRoute: boolean;
}

/**
 * A wizard step after the base form (edit and show route): the frame while the application loads
 * or when it is missing, then the step's form, keyed by the application.
 */
export function WizardStepPage({ title, form: Form }: { title: string; form: ComponentType<WizardStepFormProps> }) {
  const wizard = useWizardApplication();
  if (!wizard.application) {
    return (
      <WizardFrame
        title={title}
        routeName={wizard.routeName}
        id={wizard.id}
        loading={wizard.loading}
        missing={!wizard.loading}
        actions={<WizardNav routeName={wizard.routeName} id={wizard.id} readOnly />}
      />
    );
  }
  return (
    <Form
      key={wizard.application.id}
      title={title}
      routeName={wizard.routeName}
      application={wizard.application}
      updateLink={wizard.updateLink}
      readOnly={wizard.readOnly}
      showRoute={wizard.showRoute}
    />
  );
}
