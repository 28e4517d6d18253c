import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { translateFieldError } from '../../../lib/form-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { classDefinitionsQueryOptions, enduranceEventsQueryOptions } from '../api/approval-queries';
import { ClassPicker } from '../components/class-picker';
import {
  eventClassesFieldOf,
  eventClassesIssues,
  eventClassesValuesOf,
  isFederationEvent,
  mergeEventClasses,
  newCustomRow,
  newFederationRow,
  type EventClassesValues,
} from '../components/event-classes-values';
import { EventCustomRows } from '../components/event-custom-rows';
import { EventFederationRows } from '../components/event-federation-rows';
import { DatesProvider } from '../../../components/ui/dates-provider';
import { FormSection } from '../components/form-section';
import { BASE_FORM_ERROR, stepResolver, type ApplicationBody } from '../components/form-step-resolver';
import { WizardStepPage, type WizardStepFormProps } from '../components/wizard-step-page';
import { useStepSave } from '../components/wizard-step-save';
import { WizardBaseFormAlert } from '../components/wizard-base-form-alert';
import { WizardFrame } from '../components/wizard-frame';
import { WizardNav, type SaveThen } from '../components/wizard-nav';
import { WizardOverwriteDialog } from '../components/wizard-overwrite-dialog';
import { FormBox } from '../../../components/ui/form-box';

/** /competitionapprovalEventClasses/:cGuid and its show route: the application's classes and events. */
export function EventClassesPage() {
  const { t } = useTranslation();
  return <WizardStepPage title={t('approvalEvents.title')} form={EventClassesForm} />;
}

function EventClassesForm({ title, routeName, application, updateLink, readOnly, showRoute }: WizardStepFormProps) {
  const { t, i18n } = useTranslation();
  const classDefinitions = useQuery(classDefinitionsQueryOptions());
  const eventDefinitions = useQuery(enduranceEventsQueryOptions());

  const resolver = useMemo(
    () =>
      stepResolver<EventClassesValues>({
        merge: (values) => mergeEventClasses(application, values),
        fieldOf: eventClassesFieldOf,
        check: eventClassesIssues,
      }),
    [application],
  );
  const defaultValues = useMemo(() => eventClassesValuesOf(application, i18n.language), [application, i18n.language]);
  const {
    control: formControl,
    handleSubmit,
    setValue,
    applyServerErrors,
    formState: { isDirty, errors, isSubmitted },
  } = useContractForm<EventClassesValues, unknown, ApplicationBody>({
    resolver,
    defaultValues,
    renamedServerFields: { Classes: 'root.classes', Events: 'root.events', EventClasses: 'root.events' },
  });
  // The fields see the values; only handleSubmit sees the resolved body.
  const control = formControl as unknown as Control<EventClassesValues>;
  const { fields, append, remove } = useFieldArray({ control, name: 'events', keyName: 'key' });
  const events = useWatch({ control, name: 'events' });
  const rows = fields.map((f, index) => ({ index, key: f.key, row: events[index] ?? f }));
  const federationRows = rows.filter((r) => isFederationEvent(r.row));
  const customRows = rows.filter((r) => !isFederationEvent(r.row));

  const approvalType = application.competitionApprovalType;
  const offersFederation = approvalType === 0 || approvalType === 2;
  const offersCustom = approvalType === 1 || approvalType === 2;

  const step = useStepSave({
    application,
    updateLink,
    routeName,
    onError: applyServerErrors,
  });
  const save = (then: SaveThen) => void handleSubmit((body) => step.submit(body, then))();

  const disabled = readOnly || step.busy;
  const classesError = translateFieldError(t, errors.root?.classes?.message);
  const eventsError = translateFieldError(t, errors.root?.events?.message);
  return (
    <WizardFrame
      title={title}
      routeName={routeName}
      id={application.id}
      subtitle={application.name}
      locked={!showRoute && readOnly}
      help={t('approvalEvents.help')}
      actions={<WizardNav routeName={routeName} id={application.id} readOnly={readOnly} onSave={save} busy={step.busy} />}
    >
      <UnsavedChangesPrompt when={isDirty && !readOnly && !step.leaving} />
      {isSubmitted && errors.root?.[BASE_FORM_ERROR] && <WizardBaseFormAlert id={application.id} />}
      <DatesProvider>
        <FormBox disabled={disabled}>
          <FormSection title={t('approvalEvents.classesSection')}>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ClassPicker
                control={control}
                definitions={classDefinitions.data ?? []}
                loading={classDefinitions.isLoading}
                disabled={disabled}
                error={classesError}
              />
            </Box>
          </FormSection>
          <Box component="section" aria-labelledby="approval-events-heading">
            <Typography id="approval-events-heading" variant="h6" component="h2">
              {t('approvalEvents.eventsSection')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t(`approvalEvents.offered.${approvalType}`, { defaultValue: '' })}
            </Typography>
            {eventsError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {eventsError}
              </Alert>
            )}
            {(offersFederation || federationRows.length > 0) && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
                  {t('approvalEvents.federationEvents')}
                </Typography>
                <EventFederationRows
                  control={control}
                  rows={federationRows}
                  definitions={eventDefinitions.data ?? []}
                  canAdd={offersFederation}
                  disabled={disabled}
                  onAdd={(definition) => append(newFederationRow(definition, events, i18n.language))}
                  onRemove={remove}
                />
              </>
            )}
            {(offersCustom || customRows.length > 0) && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
                  {t('approvalEvents.customEvents')}
                </Typography>
                <EventCustomRows
                  control={control}
                  setValue={setValue}
                  rows={customRows}
                  canAdd={offersCustom}
                  disabled={disabled}
                  onAdd={() => append(newCustomRow(events))}
                  onRemove={remove}
                />
              </>
            )}
            {rows.length === 0 && readOnly && <Typography color="text.secondary">{t('approvalEvents.none')}</Typography>}
          </Box>
        </FormBox>
      </DatesProvider>
      <WizardOverwriteDialog {...step.dialog} />
    </WizardFrame>
  );
}
