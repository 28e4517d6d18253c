import { useEffect, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { CompetitionApproval, Link } from '@portal/domain';
import { pathTo } from '../../../lib/routing';
import type { SuccessState } from '../../../lib/use-success-message';
import { useUpdateApproval } from '../api/approval-mutations';
import type { ApplicationBody } from './form-step-resolver';
import type { SaveThen } from './wizard-nav';
import { needsOverwriteConfirmation } from './wizard-overwrite-dialog';
import { LIST_ROUTE, nextTarget, targetPath } from './wizard-steps';

export interface StepSaveOptions {
  application: CompetitionApproval;
  updateLink: Link | undefined;
  routeName: string;
  /** Puts the server's 422 on the step's fields. */
  onError: (error: unknown) => void;
}

/**
 * Saving a wizard step after the base form: the whole application through `update_comp`, first
 * asking when the change resets the approval, then on to the next step or back to the list.
 * Navigation waits for the render after saving, so the unsaved-changes prompt sees `leaving`.
 */
export function useStepSave({ application, updateLink, routeName, onError }: StepSaveOptions) {
  const navigate = useNavigate();
  const update = useUpdateApproval();
  const [pending, setPending] = useState<{ body: ApplicationBody; then: SaveThen } | null>(null);
  const [leaveTo, setLeaveTo] = useState<{ path: string; state?: SuccessState } | null>(null);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo.path, { state: leaveTo.state });
  }, [leaveTo, navigate]);

  const send = (body: ApplicationBody, then: SaveThen) => {
    if (!updateLink) return;
    update.mutate(
      { link: updateLink, body },
      {
        onSuccess: () => {
          const next = nextTarget(routeName);
          setLeaveTo(then === 'next' && next ? { path: targetPath(next, application.id) } : { path: pathTo(LIST_ROUTE), state: { success: 'approvalWizard.saved' } });
        },
        onError,
      },
    );
  };

  return {
    /** Saves `body`, or asks first when it changes classes, events or matrix of an application past state 0 or 2. */
    submit: (body: ApplicationBody, then: SaveThen) => (needsOverwriteConfirmation(application, body) ? setPending({ body, then }) : send(body, then)),
    busy: update.isPending,
    leaving: leaveTo !== null,
    /** Props of the step's `WizardOverwriteDialog`. */
    dialog: {
      open: pending !== null,
      busy: update.isPending,
      onCancel: () => setPending(null),
      onConfirm: () => {
        if (!pending) return;
        send(pending.body, pending.then);
        setPending(null);
      },
    },
  };
}
