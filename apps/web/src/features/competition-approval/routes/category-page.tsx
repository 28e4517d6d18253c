import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { approvalTypes, competitionCategories, subTypesFor } from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { codeText, competitionSubTypeKeys } from '../components/code-texts';
import { updateBodyOf } from '../components/form-payload';
import { BASE_FORM_ERROR, stepResolver, type ApplicationBody, type StepIssue } from '../components/form-step-resolver';
import { WizardStepPage, type WizardStepFormProps } from '../components/wizard-step-page';
import { useStepSave } from '../components/wizard-step-save';
import { WizardBaseFormAlert } from '../components/wizard-base-form-alert';
import { WizardFrame } from '../components/wizard-frame';
import { WizardNav, type SaveThen } from '../components/wizard-nav';
import { FormBox } from '../../../components/ui/form-box';

/** The fields of the category and kind step (spec §2 "Category and kind step"). */
interface CategoryValues {
  onlyWithLicense: boolean;
  competitionCategory: number;
  competitionSubType: number;
  competitionApprovalType: number;
}

const ownFields = new Set<string>(['onlyWithLicense', 'competitionCategory', 'competitionSubType', 'competitionApprovalType']);

/**
 * Where the whole-application schema's issues show on this step: its own fields on themselves; a
 * championship without its area or district on the category; custom or federation events that the
 * approval type forbids on the approval type; everything else is the base form's.
 */
function categoryFieldOf(path: string): string | StepIssue | null {
  if (ownFields.has(path)) return path;
  if (path === 'eventLocation_Area_Id') return { field: 'competitionCategory', message: 'approvalCategory.areaMissing' };
  if (path === 'eventLocation_District_Id') return { field: 'competitionCategory', message: 'approvalCategory.districtMissing' };
  if (path === 'events') return 'competitionApprovalType';
  return null;
}

/** A category is required when the event is open to start-pass holders only (spec §2). */
function categoryIssues(values: CategoryValues) {
  return values.onlyWithLicense && !values.competitionCategory ? [{ field: 'competitionCategory', message: 'errorEmpty' }] : [];
}

/** /competitionapprovalCategoryArt/:cGuid and its show route: start-pass-only flag, category, kind and approval type. */
export function CategoryPage() {
  const { t } = useTranslation();
  return <WizardStepPage title={t('approvalCategory.title')} form={CategoryForm} />;
}

function CategoryForm({ title, routeName, application, updateLink, readOnly, showRoute }: WizardStepFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(
    () =>
      stepResolver<CategoryValues>({
        merge: (values) => ({ ...updateBodyOf(application), ...values }),
        fieldOf: categoryFieldOf,
        check: categoryIssues,
      }),
    [application],
  );
  const {
    control: formControl,
    handleSubmit,
    applyServerErrors,
    formState: { isDirty, errors, isSubmitted },
  } = useContractForm<CategoryValues, unknown, ApplicationBody>({
    resolver,
    defaultValues: {
      onlyWithLicense: application.onlyWithLicense,
      competitionCategory: application.competitionCategory,
      competitionSubType: application.competitionSubType,
      competitionApprovalType: application.competitionApprovalType,
    },
  });
  // The fields see the values; only handleSubmit sees the resolved body.
  const control = formControl as unknown as Control<CategoryValues>;
  const [onlyWithLicense, subType] = useWatch({ control, name: ['onlyWithLicense', 'competitionSubType'] });

  // Category and kind are no key fields: saving never resets the approval, so no confirmation is asked here.
  const step = useStepSave({
    application,
    updateLink,
    routeName,
    onError: applyServerErrors,
  });
  const save = (then: SaveThen) => void handleSubmit((body) => step.submit(body, then))();

  // A kind stored before the type was changed stays visible, so that its error can be seen.
  const kinds: number[] = subTypesFor(application.competitionType);
  if (!kinds.includes(subType)) kinds.push(subType);
  const disabled = readOnly || step.busy;
  return (
    <WizardFrame
      title={title}
      routeName={routeName}
      id={application.id}
      subtitle={application.name}
      locked={!showRoute && readOnly}
      help={t('approvalCategory.help')}
      actions={<WizardNav routeName={routeName} id={application.id} readOnly={readOnly} onSave={save} busy={step.busy} />}
    >
      <UnsavedChangesPrompt when={isDirty && !readOnly && !step.leaving} />
      {isSubmitted && errors.root?.[BASE_FORM_ERROR] && <WizardBaseFormAlert id={application.id} />}
      <FormBox disabled={disabled} sx={{ maxWidth: 640 }}>
        <FormCheckbox control={control} name="onlyWithLicense" label={t('approvalCategory.onlyWithLicense')} />
        <FormSelect
          control={control}
          name="competitionCategory"
          label={t('approvalCategory.category')}
          required={onlyWithLicense}
          options={competitionCategories.map((v) => ({ value: v, text: t(`competitionCategory.${v}`) }))}
        />
        <FormSelect
          control={control}
          name="competitionSubType"
          label={t('approvalCategory.subType')}
          helperText={application.competitionType === 0 ? t('approvalCategory.subTypeMeasuredHint') : undefined}
          options={kinds.map((v) => ({ value: v, text: codeText(t, competitionSubTypeKeys, v) }))}
        />
        <FormSelect
          control={control}
          name="competitionApprovalType"
          label={t('approvalCategory.approvalType')}
          helperText={t('approvalCategory.approvalTypeHint')}
          options={approvalTypes.map((v) => ({ value: v, text: t(`approvalCategory.approvalTypes.${v}`) }))}
        />
      </FormBox>
    </WizardFrame>
  );
}
