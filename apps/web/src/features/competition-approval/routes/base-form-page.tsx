import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useLeaveAfterSave } from '../../../lib/use-leave-after-save';
import { ownerLockedTypes, type CompetitionApproval, type CompetitionApprovalValues, type Link } from '@portal/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { translateFieldError } from '../../../lib/form-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { pathTo } from '../../../lib/routing';
import { useSession } from '../../../session/session';
import { useCreateApproval, useUpdateApproval } from '../api/approval-mutations';
import { approvalCatalogueQueryOptions, organizationsBelowQueryOptions, regionsQueryOptions } from '../api/form-queries';
import { FormArrivalSection } from '../components/form-arrival-section';
import {
  baseFormResolver,
  baseFormValuesOf,
  laterStepFieldsOf,
  newBaseFormValues,
  newLaterStepFields,
  type BaseFormControl,
  type BaseFormValues,
} from '../components/form-base-values';
import { FormCompetitionSection } from '../components/form-competition-section';
import { FormContactSection } from '../components/form-contact-section';
import { DatesProvider } from '../../../components/ui/dates-provider';
import { keyChangeLines, savingResetsApproval } from '../components/form-key-changes';
import { FormLocationSection } from '../components/form-location-section';
import type { OwnerOption } from '../components/form-owner-field';
import { useWizardApplication } from '../components/wizard-application';
import { WizardFrame } from '../components/wizard-frame';
import { WizardNav, type SaveThen } from '../components/wizard-nav';
import { LIST_ROUTE, NEW_ROUTE } from '../components/wizard-steps';
import { FormBox } from '../../../components/ui/form-box';

const FORM_ID = 'approval-base-form';

/** Brings the first invalid field into view once react-hook-form has focused it and the messages show. */
function scrollToFirstError() {
  setTimeout(() => {
    const invalid = document.querySelector(`#${FORM_ID} [aria-invalid="true"]`);
    (invalid?.closest('.MuiFormControl-root') ?? invalid)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * /newcompetitionapproval, /editcompetitionapproval/:cGuid, /showcompetitionapproval/:cGuid: the
 * application's base form (spec §2 "Base form", §3, §5). Create, edit (the whole application goes
 * to `update_comp`) or read-only.
 */
export function BaseFormPage() {
  const { t } = useTranslation();
  const wizard = useWizardApplication();
  const creating = wizard.routeName === NEW_ROUTE;
  const title = t(creating ? 'approvalForm.titleNew' : wizard.showRoute ? 'approvalForm.titleShow' : 'approvalForm.titleEdit');

  if (!creating && !wizard.application) {
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
    <BaseForm
      key={wizard.application?.id ?? 'new'}
      title={title}
      routeName={wizard.routeName}
      application={wizard.application}
      updateLink={wizard.updateLink}
      readOnly={!creating && wizard.readOnly}
      showRoute={wizard.showRoute}
    />
  );
}

interface BaseFormProps {
  title: string;
  routeName: string;
  /** Null while creating. */
  application: CompetitionApproval | null;
  updateLink: Link | undefined;
  readOnly: boolean;
  showRoute: boolean;
}

/** A change of key fields waiting for the user's confirmation. */
interface PendingSave {
  values: CompetitionApprovalValues;
  then: SaveThen;
  lines: string[];
}

function BaseForm({ title, routeName, application, updateLink, readOnly, showRoute }: BaseFormProps) {
  const { t } = useTranslation();
  const { organizationId, organizations, user } = useSession();
  const currentOrganization = organizations.find((o) => o.value === organizationId) ?? null;
  const ownerLocked = (ownerLockedTypes as readonly string[]).includes(currentOrganization?.type ?? '');
  const [owner, setOwner] = useState<OwnerOption | null>(() =>
    application
      ? { value: application.ownerOrganizationId, text: application.ownerOrganizationName }
      : ownerLocked && currentOrganization
        ? { value: currentOrganization.value, text: currentOrganization.text }
        : null,
  );

  const later = useMemo(() => (application ? laterStepFieldsOf(application) : newLaterStepFields), [application]);
  const resolver = useMemo(() => baseFormResolver(later), [later]);
  // Taken once per application (the page keys this form by it): later session changes must not reset typed values.
  const [defaultValues] = useState(() =>
    application ? baseFormValuesOf(application) : newBaseFormValues(ownerLocked ? (currentOrganization?.value ?? null) : null, user),
  );
  const {
    control: formControl,
    handleSubmit,
    setValue,
    applyServerErrors,
    formState: { isDirty, errors },
  } = useContractForm<BaseFormValues, unknown, CompetitionApprovalValues>({ resolver, defaultValues, mode: 'onTouched', shouldFocusError: true });

  const control = formControl as unknown as BaseFormControl;

  const catalogue = useQuery(approvalCatalogueQueryOptions());
  const regions = useQuery(regionsQueryOptions());
  const [regionId, areaId] = useWatch({ control, name: ['eventLocation_Region_Id', 'eventLocation_Area_Id'] });
  const areas = useQuery(organizationsBelowQueryOptions('Area', typeof regionId === 'number' ? regionId : null));
  const districts = useQuery(organizationsBelowQueryOptions('District', areaId ?? (typeof regionId === 'number' ? regionId : null)));

  const create = useCreateApproval();
  const update = useUpdateApproval();
  const busy = create.isPending || update.isPending;
  const canSave = application ? Boolean(updateLink) : Boolean(catalogue.data?.includes('new'));

  const [pending, setPending] = useState<PendingSave | null>(null);
  const { leaving, leave } = useLeaveAfterSave();

  const afterSave = (id: number, then: SaveThen) =>
    then === 'next' ? leave(pathTo('categoryArt', { cGuid: id })) : leave(pathTo(LIST_ROUTE), application ? 'approvalWizard.saved' : 'approvalWizard.created');

  const send = (values: CompetitionApprovalValues, then: SaveThen) => {
    if (!application) {
      create.mutate(values, { onSuccess: (created) => afterSave(created.id, then), onError: applyServerErrors });
    } else if (updateLink) {
      update.mutate(
        { link: updateLink, body: { ...values, version: application.version } },
        { onSuccess: () => afterSave(application.id, then), onError: applyServerErrors },
      );
    }
  };

  const nameOf = (list: { value: number; text: string }[] | undefined, id: number | null) => (id === null ? null : (list?.find((o) => o.value === id)?.text ?? String(id)));
  const save = (then: SaveThen) =>
    void handleSubmit(
      (values) => {
        if (application && savingResetsApproval(application.competitionState)) {
          const lines = keyChangeLines(t, application, values, {
            owner: owner?.text ?? String(values.ownerOrganizationId),
            region: nameOf(regions.data, values.eventLocation_Region_Id) ?? '',
            area: nameOf(areas.data, values.eventLocation_Area_Id),
            district: nameOf(districts.data, values.eventLocation_District_Id),
          });
          if (lines.length > 0) return setPending({ values, then, lines });
        }
        send(values, then);
      },
      (invalid: FieldErrors<BaseFormValues>) => {
        if (Object.keys(invalid).some((key) => key !== 'root')) scrollToFirstError();
      },
    )();

  const rootError = translateFieldError(t, errors.root?.message);
  const disabled = readOnly || busy;
  return (
    <WizardFrame
      title={title}
      routeName={routeName}
      id={application?.id ?? null}
      subtitle={application?.name}
      locked={!showRoute && readOnly}
      help={t('approvalForm.help')}
      actions={<WizardNav routeName={routeName} id={application?.id ?? null} readOnly={readOnly} onSave={save} canSave={canSave} busy={busy} />}
    >
      <UnsavedChangesPrompt when={isDirty && !readOnly && !leaving} />
      {!application && catalogue.isSuccess && !canSave && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('approvalForm.createNotAllowed')}
        </Alert>
      )}
      {rootError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {rootError}
        </Alert>
      )}
      <DatesProvider>
        <FormBox id={FORM_ID} disabled={disabled}>
          <FormCompetitionSection control={control} setValue={setValue} owner={owner} onOwnerChange={setOwner} ownerLocked={ownerLocked} disabled={disabled} />
          <FormContactSection control={control} disabled={disabled} />
          <FormLocationSection control={control} setValue={setValue} disabled={disabled} applicationId={application?.id ?? null} />
          <FormArrivalSection control={control} disabled={disabled} />
        </FormBox>
      </DatesProvider>
      <ConfirmDialog
        open={pending !== null}
        title={t('approvalForm.resetTitle')}
        message={t('approvalForm.resetMessage')}
        itemsHeading={t('approvalForm.resetChanges')}
        items={pending?.lines}
        confirmLabel={t('approvalForm.resetConfirm')}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          send(pending.values, pending.then);
          setPending(null);
        }}
      />
    </WizardFrame>
  );
}
