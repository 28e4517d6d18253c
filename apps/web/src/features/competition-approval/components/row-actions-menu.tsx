import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFileOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { CompetitionState, type CompetitionApprovalRow } from '@portal/domain';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { startHasPassed } from './approval-format';
import '../../../lib/form-texts';

/** The commands of useApprovalCommands the menu calls. */
export interface RowCommands {
  edit: (row: CompetitionApprovalRow) => void;
  copy: (row: CompetitionApprovalRow) => void;
  request: (row: CompetitionApprovalRow) => void;
  createInvoice: (row: CompetitionApprovalRow) => void;
  downloadInvoice: (row: CompetitionApprovalRow) => void;
  askDelete: (row: CompetitionApprovalRow) => void;
  busy: boolean;
}

/**
 * Why an approved row offers no finisher numbers (spec §4), as a `validation.*` key, or null. The
 * server decides through the link; this only explains its absence.
 */
export function finisherBlockReason(row: CompetitionApprovalRow, now: Date): 'errorNotYetPassed' | 'errorInvoiceExists' | 'errorFinishersRecorded' | null {
  if (linkOf(row, 'send_finishers') || row.competitionState !== CompetitionState.approved) return null;
  if (!startHasPassed(row.startDate, now)) return 'errorNotYetPassed';
  if (row.billing_Filename) return 'errorInvoiceExists';
  if (row.finishersSentAt) return 'errorFinishersRecorded';
  return null;
}

interface Item {
  key: string;
  label: string;
  icon: ReactNode;
  enabled: boolean;
  /** Shown as a tooltip on a disabled item. */
  reason?: string | null;
  run: () => void;
}

/** The actions of one list row behind an icon button; each item is enabled exactly when the row has its link. */
export function RowActionsMenu({ row, commands }: { row: CompetitionApprovalRow; commands: RowCommands }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const has = (rel: string) => Boolean(linkOf(row, rel));
  const go = (name: string) => () => void navigate(pathTo(name, { cGuid: row.id }));
  const blocked = finisherBlockReason(row, new Date());

  const items: Item[] = [
    { key: 'details', label: t('approvalList.actions.details'), icon: <VisibilityIcon />, enabled: true, run: go('compApprovalDetailView') },
    { key: 'edit', label: t('approvalList.actions.edit'), icon: <EditIcon />, enabled: has('update_comp'), run: () => commands.edit(row) },
    { key: 'request', label: t('approvalList.actions.request'), icon: <SendIcon />, enabled: has('request_comp_approval'), run: () => commands.request(row) },
    { key: 'decide', label: t('approvalList.actions.decide'), icon: <GavelIcon />, enabled: has('approve_competition'), run: go('CompetitionApprovalEditState') },
    { key: 'cancel', label: t('approvalList.actions.cancel'), icon: <EventBusyIcon />, enabled: has('cancel_comp'), run: go('CompetitionApprovalCancel') },
    {
      key: 'finishers',
      label: t('approvalList.actions.finishers'),
      icon: <GroupsIcon />,
      enabled: has('send_finishers'),
      reason: blocked && t(`validation.${blocked}`),
      run: go('compApprovalFinisher'),
    },
    { key: 'attach', label: t('approvalList.actions.attach'), icon: <AttachFileIcon />, enabled: has('new_attachment'), run: go('compApprovalAttachmentsOnly') },
    { key: 'copy', label: t('approvalList.actions.copy'), icon: <ContentCopyIcon />, enabled: has('copy_competition'), run: () => commands.copy(row) },
    { key: 'invoice', label: t('approvalList.actions.createInvoice'), icon: <ReceiptIcon />, enabled: has('create_receipt'), run: () => commands.createInvoice(row) },
    { key: 'download', label: t('approvalList.actions.downloadInvoice'), icon: <DownloadIcon />, enabled: has('download_invoice'), run: () => commands.downloadInvoice(row) },
    {
      key: 'delete',
      label: t('approvalList.actions.delete'),
      icon: <DeleteIcon />,
      enabled: has('delete_competition') && row.competitionState === CompetitionState.created,
      run: () => commands.askDelete(row),
    },
  ];

  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('approvalList.actionsFor', { name: row.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map((item) => {
          const disabled = !item.enabled || (commands.busy && item.key !== 'details');
          const content = (
            <>
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText>{item.label}</ListItemText>
            </>
          );
          if (disabled && item.reason) {
            // A disabled MenuItem ignores the pointer, so its tooltip would never show: this one stays
            // focusable and hoverable, marked disabled for assistive technology, and does nothing.
            return (
              <Tooltip key={item.key} title={item.reason} placement="left" describeChild>
                <MenuItem aria-disabled="true" data-key={item.key} sx={{ opacity: 0.38, cursor: 'default' }}>
                  {content}
                </MenuItem>
              </Tooltip>
            );
          }
          return (
            <MenuItem
              key={item.key}
              data-key={item.key}
              disabled={disabled}
              onClick={() => {
                close();
                item.run();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
