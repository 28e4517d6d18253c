import { useTranslation } from '../../../lib/use-translation';
import { changedKeyFields, type CompetitionApproval } from '@portal/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ApplicationBody } from './form-step-resolver';
import { savingResetsApproval } from './form-key-changes';

/**
 * Whether saving the classes, events or matrix must be confirmed first: their content differs from
 * the loaded one and the application is past the point where a change is free (not in state 0 or
 * 2), so saving resets the approval (PRODUCT §4).
 */
export function needsOverwriteConfirmation(app: CompetitionApproval, body: ApplicationBody): boolean {
  if (!savingResetsApproval(app.competitionState)) return false;
  // The matrix is a set of pairs: ticking a box off and on again is no change.
  const cells = (list: readonly { eventId: number; classId: number }[]) => [...list].sort((a, b) => a.eventId - b.eventId || a.classId - b.classId);
  const content = (v: Pick<ApplicationBody, 'classes' | 'events' | 'eventClasses'>) => ({ classes: v.classes, events: v.events, eventClasses: cells(v.eventClasses ?? []) });
  return changedKeyFields(content(app), content(body)).length > 0;
}

export interface WizardOverwriteDialogProps {
  open: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The overwrite confirmation of the classes and matrix steps: saving resets the approval. */
export function WizardOverwriteDialog({ open, busy, onConfirm, onCancel }: WizardOverwriteDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('approvalWizard.overwriteTitle')}
      message={t('approvalWizard.overwriteMessage')}
      confirmLabel={t('approvalWizard.overwriteConfirm')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
