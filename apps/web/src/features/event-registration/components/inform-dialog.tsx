import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ATTENDEE_MAILS_PER_DAY, EventRegistrationLimits, informAttendeesSchema, type EventRegistration, type Link } from '@portal/domain';
import { ApiError } from '../../../lib/api-client';
import { translateFieldError } from '../../../lib/form-errors';
import { useInformAttendees } from '../api/registration-queries';
import { DialogButtons } from '../../../components/ui/dialog-buttons';

export interface InformDialogProps {
  registration: EventRegistration;
  link: Link;
  onClose: () => void;
  /** The mails were queued: how many. */
  onSent: (count: number) => void;
}

/**
 * Spec §2.5: a text area with Send and Abort; the message goes to every attendee who confirmed their
 * sign-up. A problem with the text shows at the field, any other refusal (nobody confirmed: 409,
 * the daily limit: 429) in the dialog itself.
 */
export function InformDialog({ registration, link, onClose, onSent }: InformDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | undefined>();
  const inform = useInformAttendees();
  const send = () => {
    const checked = informAttendeesSchema.safeParse({ content });
    if (!checked.success) {
      setError(translateFieldError(t, checked.error.issues[0]?.message, { max: EventRegistrationLimits.content }));
      return;
    }
    setGeneral(undefined);
    inform.mutate(
      { link, content: checked.data.content },
      {
        onSuccess: (answer) => onSent(answer.queued),
        onError: (e) => {
          if (e instanceof ApiError && e.fieldErrors.Content) setError(e.fieldErrors.Content.join(' '));
          else setGeneral(e.message);
        },
      },
    );
  };
  return (
    <Dialog open onClose={inform.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('eventRegistration.mailDialog.title')}</DialogTitle>
      <DialogContent>
        {general && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {general}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 1 }}>
          {t('eventRegistration.mailDialog.intro', { name: registration.name, contact: registration.contactEmail })}{' '}
          {t('eventRegistration.mailDialog.limit', { max: ATTENDEE_MAILS_PER_DAY })}
        </DialogContentText>
        <TextField
          id="event-registration-mail-content"
          label={t('eventRegistration.mailDialog.content')}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            setError(undefined);
          }}
          multiline
          minRows={6}
          maxRows={16}
          fullWidth
          required
          autoFocus
          margin="dense"
          error={Boolean(error)}
          helperText={error ?? `${content.length} / ${EventRegistrationLimits.content}`}
          slotProps={{ htmlInput: { maxLength: EventRegistrationLimits.content } }}
        />
      </DialogContent>
      <DialogButtons label={t('eventRegistration.mailDialog.send')} cancelLabel={t('eventRegistration.mailDialog.abort')} onConfirm={send} onCancel={onClose} busy={inform.isPending} />
    </Dialog>
  );
}
