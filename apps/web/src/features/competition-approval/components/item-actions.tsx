import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { CompetitionApproval } from '@portal/domain';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import type { useApprovalCommands } from './approval-commands';

type Commands = ReturnType<typeof useApprovalCommands>;

/**
 * The actions on one application as buttons (detail view): each enabled exactly when the
 * application carries its link. Requesting approval opens the request page with its summary and fee estimate.
 */
export function ItemActions({ application, commands }: { application: CompetitionApproval; commands: Commands }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const has = (rel: string) => Boolean(linkOf(application, rel));
  const go = (name: string) => () => void navigate(pathTo(name, { cGuid: application.id }));
  const busy = commands.busy;
  const buttons = [
    { key: 'edit', label: t('approvalList.actions.edit'), enabled: has('update_comp'), run: () => commands.edit(application) },
    { key: 'request', label: t('approvalList.actions.request'), enabled: has('request_comp_approval'), run: go('compApprovalEventRequest') },
    { key: 'decide', label: t('approvalList.actions.decide'), enabled: has('approve_competition'), run: go('CompetitionApprovalEditState') },
    { key: 'cancel', label: t('approvalList.actions.cancel'), enabled: has('cancel_comp'), run: go('CompetitionApprovalCancel') },
    { key: 'finishers', label: t('approvalList.actions.finishers'), enabled: has('send_finishers'), run: go('compApprovalFinisher') },
    { key: 'invoice', label: t('approvalList.actions.createInvoice'), enabled: has('create_receipt'), run: () => commands.createInvoice(application) },
    { key: 'download', label: t('approvalList.actions.downloadInvoice'), enabled: has('download_invoice'), run: () => commands.downloadInvoice(application) },
    { key: 'copy', label: t('approvalList.actions.copy'), enabled: has('copy_competition'), run: () => commands.copy(application) },
  ];
  return (
    <Stack direction="row" role="toolbar" aria-label={t('common.actions')} sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {buttons.map((b) => (
        <Button key={b.key} size="small" variant="outlined" disabled={!b.enabled || busy} onClick={b.run}>
          {b.label}
        </Button>
      ))}
    </Stack>
  );
}
