import Link from '@mui/material/Link';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from '../../../lib/use-translation';
import { AttachmentType, type ApprovalAttachment } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { linkOf } from '../../../lib/links';
import { formatFileSize } from './attachment-rules';
import { attachmentGroupKeys, attachmentTypeKeys, codeText } from './code-texts';

export interface AttachmentListProps {
  attachments: readonly ApprovalAttachment[];
  loading?: boolean;
  /** Read-only routes show no edit and delete buttons. */
  readOnly: boolean;
  onEdit: (attachment: ApprovalAttachment) => void;
  onDelete: (attachment: ApprovalAttachment) => void;
  onDownload: (attachment: ApprovalAttachment) => void;
}

/**
 * The attachments of an application: title, group, type, sort and content. Each action is enabled
 * exactly when the attachment carries its link (`edit_attachment`, `delete_attachment`, `download`).
 */
export function AttachmentList({ attachments, loading, readOnly, onEdit, onDelete, onDownload }: AttachmentListProps) {
  const { t, i18n } = useTranslation();
  const columns: DataTableColumn<ApprovalAttachment>[] = [
    { id: 'title', label: t('approvalAttachments.title'), render: (a) => a.title, minWidth: 160 },
    { id: 'group', label: t('approvalAttachments.group'), render: (a) => codeText(t, attachmentGroupKeys, a.attachmentGroup) },
    { id: 'type', label: t('approvalAttachments.type'), render: (a) => codeText(t, attachmentTypeKeys, a.attachmentType) },
    { id: 'sort', label: t('approvalAttachments.sort'), render: (a) => a.sort, align: 'right' },
    {
      id: 'content',
      label: t('approvalAttachments.content'),
      minWidth: 200,
      render: (a) => {
        if (a.attachmentType === AttachmentType.link && a.text) {
          return (
            <Link href={a.text} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
              {a.text}
            </Link>
          );
        }
        if (a.attachmentType === AttachmentType.file) return a.file ? `${a.file}${a.size !== null ? ` (${formatFileSize(a.size, i18n.language)})` : ''}` : '';
        return <span style={{ overflowWrap: 'anywhere' }}>{a.text}</span>;
      },
    },
  ];
  return (
    <DataTable
      label={t('approvalAttachments.tableLabel')}
      rows={attachments}
      columns={columns}
      rowId={(a) => a.id}
      loading={loading}
      emptyText={t('approvalAttachments.none')}
      actions={(a) => (
        <>
          {a.attachmentType === AttachmentType.file && (
            <IconAction label={t('common.actionOn', { action: t('approvalAttachments.download'), name: a.title })} icon={<DownloadIcon />} disabled={!linkOf(a, 'download')} onClick={() => onDownload(a)} />
          )}
          {!readOnly && (
            <>
              <IconAction label={t('common.actionOn', { action: t('approvalAttachments.edit'), name: a.title })} icon={<EditIcon />} disabled={!linkOf(a, 'edit_attachment')} onClick={() => onEdit(a)} />
              <IconAction label={t('common.actionOn', { action: t('approvalAttachments.delete'), name: a.title })} icon={<DeleteIcon />} disabled={!linkOf(a, 'delete_attachment')} onClick={() => onDelete(a)} />
            </>
          )}
        </>
      )}
    />
  );
}
