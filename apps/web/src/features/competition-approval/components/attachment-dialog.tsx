import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useId, useMemo } from 'react';
import { useWatch, type Control, type FieldErrors, type Resolver, type ResolverOptions } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  AttachmentType,
  attachmentFieldsSchema,
  attachmentTypes,
  Limits,
  type ApprovalAttachment,
  type AttachmentFields,
  type AttachmentGroupValue,
  type Link,
} from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveAttachment } from '../api/approval-mutations';
import { acceptedFiles, fileProblem, formatFileSize } from './attachment-rules';
import { attachmentGroupKeys, codeText } from './code-texts';
import { FormBox } from '../../../components/ui/form-box';
import { FormFileField } from '../../../components/ui/form-file-field';
import { DialogButtons } from '../../../components/ui/dialog-buttons';

/** The dialog's values: the multipart's text fields as typed, and the chosen file. */
export interface AttachmentValues {
  attachmentType: number | '';
  title: string;
  sort: number | '';
  attachmentGroup: number | '';
  text: string;
  file: File | null;
}

type AttachmentOutput = AttachmentFields & { file: File | null };

const fieldsResolver = schemaResolver(attachmentFieldsSchema);

/**
 * `attachmentFieldsSchema` through zodResolver for the text fields, then the file (spec §5): a
 * file attachment needs one unless it has one already, of an accepted type, with a short name and
 * at most 10 MB — checked before anything is uploaded.
 */
export function attachmentResolver(hasStoredFile: boolean): Resolver<AttachmentValues, unknown, AttachmentOutput> {
  return async (values, context, options) => {
    // An empty choice must not be read as 0 (a valid type, group or sort): NaN is refused as "required".
    const chosen = (v: number | '') => (v === '' ? Number.NaN : v);
    const input: z.input<typeof attachmentFieldsSchema> = { title: values.title, text: values.text, sort: chosen(values.sort), attachmentType: chosen(values.attachmentType), attachmentGroup: chosen(values.attachmentGroup) };
    const result = await fieldsResolver(input, context, options as unknown as ResolverOptions<typeof input>);
    const errors = { ...result.errors } as FieldErrors<AttachmentValues>;
    if (values.attachmentType === AttachmentType.file) {
      const problem = values.file ? fileProblem(values.file) : hasStoredFile ? null : 'errorFileRequired';
      if (problem) errors.file = { type: 'validate', message: problem };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    const fields = result.values as AttachmentFields;
    return { values: { ...fields, file: values.attachmentType === AttachmentType.file ? values.file : null }, errors: {} };
  };
}

/** The multipart body of an upload: title, sort, text, attachmentType, attachmentGroup and the file. */
export function attachmentFormData(values: AttachmentOutput): FormData {
  const form = new FormData();
  form.set('title', values.title);
  form.set('sort', String(values.sort));
  form.set('text', values.attachmentType === AttachmentType.file ? '' : (values.text ?? ''));
  form.set('attachmentType', String(values.attachmentType));
  form.set('attachmentGroup', String(values.attachmentGroup));
  if (values.file) form.set('file', values.file);
  return form;
}

export interface AttachmentDialogProps {
  /** The attachment being edited; null for a new one. */
  attachment: ApprovalAttachment | null;
  /** `new_attachment` of the application, or `edit_attachment` of the attachment. */
  link: Link;
  groups: readonly AttachmentGroupValue[];
  /** The sort number a new attachment starts with. */
  sort: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or changes an attachment: type, title, sort, group and, by type, a text, a link or a file. */
export function AttachmentDialog({ attachment, link, groups, sort, onClose, onSaved }: AttachmentDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const save = useSaveAttachment();
  const resolver = useMemo(() => attachmentResolver(Boolean(attachment?.file)), [attachment]);
  const {
    control: formControl,
    handleSubmit,
    applyServerErrors,
    formState: { isSubmitting },
  } = useContractForm<AttachmentValues, unknown, AttachmentOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      attachmentType: attachment?.attachmentType ?? '',
      title: attachment?.title ?? '',
      sort: attachment?.sort ?? sort,
      attachmentGroup: attachment?.attachmentGroup ?? '',
      text: attachment?.attachmentType === AttachmentType.file ? '' : (attachment?.text ?? ''),
      file: null,
    },
  });
  // The fields see the values; only handleSubmit sees the resolved fields.
  const control = formControl as unknown as Control<AttachmentValues>;
  const type = useWatch({ control, name: 'attachmentType' });
  // A group stored before (e.g. by an approver) stays selectable when the attachment is edited.
  const groupOptions = attachment && !groups.includes(attachment.attachmentGroup as AttachmentGroupValue) ? [...groups, attachment.attachmentGroup] : groups;

  const submit = handleSubmit((values) =>
    save.mutate(
      { link, form: attachmentFormData(values) },
      {
        onSuccess: onSaved,
        // A text or link has no file field: a message on `File` (too many attachments) goes to the page's alert.
        onError: applyServerErrors,
      },
    ),
  );

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(attachment ? 'approvalAttachments.editTitle' : 'approvalAttachments.addTitle')}</DialogTitle>
      <DialogContent>
        <FormBox id="attachment-form" onSubmit={submit}>
          <FormSelect
            control={control}
            name="attachmentType"
            label={t('approvalAttachments.type')}
            required
            options={attachmentTypes.map((v) => ({ value: v, text: t(`attachmentType.${v}`) }))}
          />
          <FormTextField control={control} name="title" label={t('approvalAttachments.title')} required slotProps={{ htmlInput: { maxLength: Limits.long } }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2 }}>
            <FormTextField control={control} name="sort" label={t('approvalAttachments.sort')} required type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} />
            <FormSelect
              control={control}
              name="attachmentGroup"
              label={t('approvalAttachments.group')}
              required
              options={groupOptions.map((v) => ({ value: v, text: codeText(t, attachmentGroupKeys, v) }))}
            />
          </Box>
          {type === AttachmentType.text && (
            <FormTextField
              control={control}
              name="text"
              label={t('approvalAttachments.text')}
              required
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: Limits.attachmentText } }}
            />
          )}
          {type === AttachmentType.link && (
            <FormTextField control={control} name="text" label={t('approvalAttachments.link')} required type="url" placeholder="https://" slotProps={{ htmlInput: { maxLength: Limits.attachmentText } }} />
          )}
          {type === AttachmentType.file && (
            <FormFileField
              control={control}
              name="file"
              label={t('approvalAttachments.chooseFile')}
              accept={acceptedFiles}
              chosen={(file) =>
                file
                  ? `${file.name} (${formatFileSize(file.size, i18n.language)})`
                  : attachment?.file
                    ? t('approvalAttachments.currentFile', { name: attachment.file })
                    : t('approvalAttachments.noFile')
              }
              hint={t('approvalAttachments.fileHint', { types: acceptedFiles.replaceAll('.', '').replaceAll(',', ', ') })}
              errorParams={{ max: ATTACHMENT_MAX_BYTES / (1024 * 1024) }}
            />
          )}
        </FormBox>
      </DialogContent>
      <DialogButtons label={t('common.save')} form="attachment-form" onCancel={onClose} busy={save.isPending || isSubmitting} />
    </Dialog>
  );
}
