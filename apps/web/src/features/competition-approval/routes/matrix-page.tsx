import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { translateFieldError } from '../../../lib/form-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { pathTo } from '../../../lib/routing';
import { updateBodyOf } from '../components/form-payload';
import { BASE_FORM_ERROR, stepResolver, type ApplicationBody } from '../components/form-step-resolver';
import { MatrixGrid, type MatrixCell } from '../components/matrix-grid';
import { WizardStepPage, type WizardStepFormProps } from '../components/wizard-step-page';
import { useStepSave } from '../components/wizard-step-save';
import { WizardBaseFormAlert } from '../components/wizard-base-form-alert';
import { WizardFrame } from '../components/wizard-frame';
import { WizardNav, type SaveThen } from '../components/wizard-nav';
import { WizardOverwriteDialog } from '../components/wizard-overwrite-dialog';
import { isShowRoute } from '../components/wizard-steps';

interface MatrixValues {
  eventClasses: MatrixCell[];
}

/** /competitionapprovalEventClassesMatrix/:cGuid and its show route: which classes run in which event. */
export function MatrixPage() {
  const { t } = useTranslation();
  return <WizardStepPage title={t('approvalMatrix.title')} form={MatrixForm} />;
}

function MatrixForm({ title, routeName, application, updateLink, readOnly, showRoute }: WizardStepFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(
    () =>
      stepResolver<MatrixValues>({
        merge: (values) => ({ ...updateBodyOf(application), eventClasses: values.eventClasses }),
        fieldOf: (path) => (path.startsWith('eventClasses') ? 'root.eventClasses' : null),
      }),
    [application],
  );
  const {
    control: formControl,
    handleSubmit,
    setValue,
    applyServerErrors,
    formState: { isDirty, errors, isSubmitted },
  } = useContractForm<MatrixValues, unknown, ApplicationBody>({
    resolver,
    defaultValues: { eventClasses: application.eventClasses },
    renamedServerFields: { EventClasses: 'root.eventClasses' },
  });
  const control = formControl as unknown as Control<MatrixValues>;
  const cells = useWatch({ control, name: 'eventClasses' });

  const step = useStepSave({ application, updateLink, routeName, onError: applyServerErrors });
  const save = (then: SaveThen) => void handleSubmit((body) => step.submit(body, then))();

  const empty = application.events.length === 0 || application.classes.length === 0;
  const matrixError = translateFieldError(t, errors.root?.eventClasses?.message);
  return (
    <WizardFrame
      title={title}
      routeName={routeName}
      id={application.id}
      subtitle={application.name}
      locked={!showRoute && readOnly}
      help={t('approvalMatrix.help')}
      actions={<WizardNav routeName={routeName} id={application.id} readOnly={readOnly} onSave={save} busy={step.busy} />}
    >
      <UnsavedChangesPrompt when={isDirty && !readOnly && !step.leaving} />
      {isSubmitted && errors.root?.[BASE_FORM_ERROR] && <WizardBaseFormAlert id={application.id} />}
      {matrixError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {matrixError}
        </Alert>
      )}
      {empty ? (
        <Alert severity="info">
          {t('approvalMatrix.empty')}{' '}
          <Link component={RouterLink} to={pathTo(isShowRoute(routeName) ? 'showeventClasses' : 'eventClasses', { cGuid: application.id })}>
            {t('approvalMatrix.toEvents')}
          </Link>
        </Alert>
      ) : (
        <MatrixGrid
          events={application.events}
          classes={application.classes}
          cells={cells}
          disabled={readOnly || step.busy}
          onChange={(next) => setValue('eventClasses', next, { shouldDirty: true })}
        />
      )}
      <WizardOverwriteDialog {...step.dialog} />
    </WizardFrame>
  );
}
