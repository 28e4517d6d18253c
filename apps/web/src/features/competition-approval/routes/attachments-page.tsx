import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ApprovalAttachment, Link } from '@portal/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { linkOf } from '../../../lib/links';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { useSession } from '../../../session/session';
import { useDeleteAttachment } from '../api/approval-mutations';
import { downloadLink } from '../../../lib/download';
import { AttachmentDialog } from '../components/attachment-dialog';
import { AttachmentList } from '../components/attachment-list';
import { listedAttachments, nextSort, offeredGroups } from '../components/attachment-rules';
import { useWizardApplication } from '../components/wizard-application';
import { WizardFrame } from '../components/wizard-frame';
import { WizardNav } from '../components/wizard-nav';
import { FINISHER_ATTACHMENTS_ROUTE } from '../components/wizard-steps';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';

/** The attachment being added (`attachment` null) or edited, with the link the dialog sends to. */
interface Editing {
  attachment: ApprovalAttachment | null;
  link: Link;
}

/**
 * /competitionapprovalAttachements/:cGuid (wizard step), its show route, the attachments alone
 * (…AttachementsOnly, from the list) and the finisher attachments (results after the event): list,
 * add, edit, delete and download (spec §2 "Attachments step", §5).
 */
export function AttachmentsPage() {
  const { t } = useTranslation();
  const { hasRole } = useSession();
  const approver = hasRole('Approver');
  const { routeName, id, application, loading, missing, showRoute } = useWizardApplication();
  const [editing, setEditing] = useState<Editing | null>(null);
  const remove = useDeleteAttachment();
  const success = useSuccessMessage();
  const deletion = useConfirmedDelete(remove, (attachment: ApprovalAttachment) => linkOf(attachment, 'delete_attachment'), () => success.show('approvalAttachments.deleted'));
  const deleting = deletion.target;

  const finisher = routeName === FINISHER_ATTACHMENTS_ROUTE;
  const addLink = linkOf(application, 'new_attachment');
  const attachments = application ? listedAttachments(application.attachments, routeName) : [];
  const groups = offeredGroups(routeName, approver);

  return (
    <WizardFrame
      title={t(finisher ? 'approvalAttachments.finisherTitle' : 'approvalAttachments.pageTitle')}
      routeName={routeName}
      id={id}
      subtitle={application?.name}
      loading={loading}
      missing={missing}
      help={t(finisher ? 'approvalAttachments.finisherHelp' : 'approvalAttachments.help')}
      actions={<WizardNav routeName={routeName} id={id} readOnly />}
    >
      <SuccessAlert message={success.message} onClose={success.close} />
      {!showRoute && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} disabled={!addLink} onClick={() => addLink && setEditing({ attachment: null, link: addLink })}>
            {t('approvalAttachments.add')}
          </Button>
        </Box>
      )}
      <AttachmentList
        attachments={attachments}
        readOnly={showRoute}
        onEdit={(attachment) => {
          const link = linkOf(attachment, 'edit_attachment');
          if (link) setEditing({ attachment, link });
        }}
        onDelete={deletion.ask}
        onDownload={(attachment) => {
          const link = linkOf(attachment, 'download');
          // A failed download is only logged (spec §8): the list stays as it is.
          if (link) downloadLink(link, attachment.file ?? attachment.title).catch((error: unknown) => console.error(error));
        }}
      />
      {editing && application && (
        <AttachmentDialog
          attachment={editing.attachment}
          link={editing.link}
          groups={groups}
          sort={nextSort(application.attachments)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            success.show('approvalAttachments.saved');
          }}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={t('approvalAttachments.deleteTitle')}
        message={t('approvalAttachments.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('approvalAttachments.delete')}
        destructive
      />
    </WizardFrame>
  );
}
