import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { CompetitionState, type CompetitionApprovalRow } from '@portal/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorStore } from '../../../lib/error-store';
import type { TextKey } from '../../../lib/i18n';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { useCopyApproval, useCreateReceipt, useDeleteApproval, useRequestApproval } from '../api/approval-mutations';
import { downloadLink } from '../../../lib/download';
import '../../../lib/form-texts';

/** What the commands need of a list row or a loaded application. */
export type ApprovalItem = Pick<CompetitionApprovalRow, 'id' | 'version' | 'competitionState' | 'name' | 'billing_Filename' | 'invoiceNumber' | 'links'>;

/** Spec §4: editing an application that is open for approval or approved asks first, because a change of key fields resets the approval. */
export const editNeedsConfirm = (state: number) => state === CompetitionState.open || state === CompetitionState.approved;

/** The file name a downloaded invoice gets when the server names none. */
const invoiceFileName = (item: ApprovalItem) => `${item.billing_Filename ?? item.invoiceNumber ?? `invoice-${item.id}`}`.replace(/(\.pdf)?$/i, '.pdf');

type Pending = { kind: 'edit' | 'delete'; item: ApprovalItem };

/**
 * The actions the list and the detail view share: edit (with the confirmation of spec §4), copy,
 * request approval, create and download the invoice, delete (with a confirmation). Each does
 * nothing without its link; `dialogs` must be rendered by the page.
 */
export function useApprovalCommands(showSuccess: (key: TextKey) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copyMutation = useCopyApproval();
  const requestMutation = useRequestApproval();
  const receiptMutation = useCreateReceipt();
  const deleteMutation = useDeleteApproval();
  // The item stays set while a dialog fades out, so its text does not vanish first.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);

  const goEdit = (item: ApprovalItem) => void navigate(pathTo('editcompetitionapproval', { cGuid: item.id }));

  const edit = (item: ApprovalItem) => {
    if (!linkOf(item, 'update_comp')) return;
    if (!editNeedsConfirm(item.competitionState)) return goEdit(item);
    setPending({ kind: 'edit', item });
    setOpen(true);
  };

  const copy = (item: ApprovalItem) => {
    const link = linkOf(item, 'copy_competition');
    if (!link) return;
    copyMutation.mutate(link, { onSuccess: ({ id }) => void navigate(pathTo('editcompetitionapproval', { cGuid: id })) });
  };

  const request = (item: ApprovalItem) => {
    const link = linkOf(item, 'request_comp_approval');
    if (!link) return;
    requestMutation.mutate({ link, version: item.version }, { onSuccess: () => showSuccess('approvalCommon.requested') });
  };

  const createInvoice = (item: ApprovalItem) => {
    const link = linkOf(item, 'create_receipt');
    if (!link) return;
    receiptMutation.mutate(link, {
      onSuccess: (receipt) => {
        // Spec §8: any answer but 1 means the invoice was not made.
        if (receipt.receiptInformation !== 1) errorStore.set(t('validation.errorInvoiceFailed'));
        else showSuccess('approvalCommon.invoiceCreated');
      },
    });
  };

  const downloadInvoice = (item: ApprovalItem) => {
    const link = linkOf(item, 'download_invoice');
    // Spec §8: a failed download is only logged.
    if (link) downloadLink(link, invoiceFileName(item)).catch((error: unknown) => console.error(error));
  };

  const askDelete = (item: ApprovalItem) => {
    if (!linkOf(item, 'delete_competition') || item.competitionState !== CompetitionState.created) return;
    setPending({ kind: 'delete', item });
    setOpen(true);
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'edit') {
      setOpen(false);
      goEdit(pending.item);
      return;
    }
    const link = linkOf(pending.item, 'delete_competition');
    if (!link) return setOpen(false);
    deleteMutation.mutate(link, { onSuccess: () => showSuccess('approvalCommon.deleted'), onSettled: () => setOpen(false) });
  };

  const busy = copyMutation.isPending || requestMutation.isPending || receiptMutation.isPending || deleteMutation.isPending;
  const isDelete = pending?.kind === 'delete';
  const dialogs = (
    <ConfirmDialog
      open={open}
      title={t(isDelete ? 'approvalCommon.deleteTitle' : 'approvalCommon.editTitle')}
      message={pending ? t(isDelete ? 'approvalCommon.deleteMessage' : 'approvalCommon.editMessage', { name: pending.item.name }) : ''}
      confirmLabel={t(isDelete ? 'approvalCommon.delete' : 'approvalCommon.editAnyway')}
      destructive={isDelete}
      busy={deleteMutation.isPending}
      onConfirm={confirm}
      onCancel={() => setOpen(false)}
    />
  );

  return { edit, copy, request, createInvoice, downloadInvoice, askDelete, busy, dialogs };
}
