import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { SendActions, type SendActionsProps } from '../ui/action-row';
import { FormBox, type FormBoxProps } from '../ui/form-box';
import { UnsavedChangesPrompt } from '../ui/unsaved-changes-prompt';
import { PageFrame } from './page-frame';

export interface SendFormPageProps extends Omit<SendActionsProps, 'form'> {
  title: string;
  help?: string;
  /** The form's id, which the main button in the frame sends. */
  form: string;
  onSubmit: FormBoxProps['onSubmit'];
  /** What was typed would be lost: leaving the screen asks first. */
  unsaved: boolean;
  /** Above the form: what it acts on, a note, the loading state. */
  before?: ReactNode;
  formSx?: SxProps<Theme>;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A screen that is one form to send (a request, an assignment, a refusal): Back and the sending button
 * in the frame, a question before what was typed is left, and the form.
 */
export function SendFormPage({ title, help, form, back, label, disabled, danger, onSubmit, unsaved, before, formSx = { maxWidth: 640 }, children }: SendFormPageProps) {
  return (
    <PageFrame title={title} help={help} actions={<SendActions back={back} form={form} label={label} danger={danger} disabled={disabled} />}>
      <UnsavedChangesPrompt when={unsaved} />
      {before}
      <FormBox id={form} onSubmit={onSubmit} sx={formSx}>
        {children}
      </FormBox>
    </PageFrame>
  );
}
