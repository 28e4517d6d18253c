import Button from '@mui/material/Button';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { backTarget, LIST_ROUTE, NEW_ROUTE, nextTarget, targetPath } from './wizard-steps';

/** Where a step goes once it has been saved: back to the overview, or on to the next step. */
export type SaveThen = 'list' | 'next';

export interface WizardNavProps {
  routeName: string;
  /** The application's id; null while it is being created. */
  id: number | null;
  /** Read-only steps (show routes, no `update_comp` link) offer only next, back to overview and back. */
  readOnly: boolean;
  /** Saves the step, then goes where `then` says. Steps without a whole-page save (attachments) leave it out. */
  onSave?: (then: SaveThen) => void;
  /** Whether saving is possible now (besides `readOnly`). */
  canSave?: boolean;
  /** A save is running: the buttons wait. */
  busy?: boolean;
}

/**
 * The buttons under a wizard step (spec §2 "Wizard flow"): back, save and "save and next" (on the
 * new application "create and next"); read-only, next, back to the overview and back.
 */
export function WizardNav({ routeName, id, readOnly, onSave, canSave = true, busy = false }: WizardNavProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = nextTarget(routeName);
  const backTo = backTarget(routeName);
  const go = (path: string) => void navigate(path);
  const back = (
    <Button key="back" onClick={() => go(targetPath(backTo, id))} disabled={busy}>
      {t('common.back')}
    </Button>
  );

  if (readOnly || !onSave) {
    return (
      <>
        {/* Where back is the overview anyway (base form, attachments alone), one button says so. */}
        {backTo.name !== LIST_ROUTE && back}
        <Button onClick={() => go(targetPath({ name: LIST_ROUTE, withId: false }, null))}>{t('approvalWizard.toOverview')}</Button>
        {next && id !== null && (
          <Button variant="contained" onClick={() => go(targetPath(next, id))}>
            {t('approvalWizard.next')}
          </Button>
        )}
      </>
    );
  }

  const disabled = !canSave || busy;
  return (
    <>
      {back}
      <Button variant="outlined" onClick={() => onSave('list')} disabled={disabled}>
        {t('common.save')}
      </Button>
      {next && (
        <Button variant="contained" onClick={() => onSave('next')} disabled={disabled}>
          {t(routeName === NEW_ROUTE ? 'approvalWizard.createAndNext' : 'approvalWizard.saveAndNext')}
        </Button>
      )}
    </>
  );
}
