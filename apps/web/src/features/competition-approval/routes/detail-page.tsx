import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { ApprovalAttachment } from '@portal/domain';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { formatDateTime } from '../../../components/ui/relative-time';
import { linkOf } from '../../../lib/links';
import { useRouteMeta } from '../../../lib/navigation';
import { pathTo } from '../../../lib/routing';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { approvalQueryOptions } from '../api/approval-queries';
import { downloadLink } from '../../../lib/download';
import { ApplicationFacts, ApplicationHeading, EventsSummary } from '../components/application-summary';
import { useApprovalCommands } from '../components/approval-commands';
import { ApprovalsList } from '../components/approvals-list';
import { AttachmentList } from '../components/attachment-list';
import { ClashWarning } from '../components/clash-warning';
import { FactList } from '../components/fact-list';
import { FinisherSummary, hasFinishers } from '../components/finisher-summary';
import { HistoryTable } from '../components/history-table';
import { ItemActions } from '../components/item-actions';
import { PageSection } from '../components/page-section';
import { useApplicationId } from '../components/wizard-application';
import { WizardFrame } from '../components/wizard-frame';

const FINISHER_DETAIL_ROUTE = 'compFinisherDetailView';
/** The detail view lists attachments read-only: editing and deleting happen on the attachments step. */
const ignore = () => undefined;

/**
 * /competitionapprovalDetailView/:cGuid and /competitionFinisherDetailView/:cGuid: the application
 * read-only with its state, per-organisation approvals, date clashes, history, attachments, finisher
 * numbers and invoice, and the actions its links allow. On the finisher route "next" leads on to
 * the results (finisher attachments), otherwise to the application's base data.
 */
export function DetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const routeName = useRouteMeta()?.name ?? '';
  const id = useApplicationId();
  const query = useQuery(approvalQueryOptions(id));
  const application = query.data ?? null;
  const success = useSuccessMessage();
  const commands = useApprovalCommands(success.show);
  const finisherRoute = routeName === FINISHER_DETAIL_ROUTE;

  const download = (attachment: ApprovalAttachment) => {
    const link = linkOf(attachment, 'download');
    // Spec §8: a failed download is only logged.
    if (link) downloadLink(link, attachment.file ?? attachment.title).catch((error: unknown) => console.error(error));
  };
  // Back returns whence the user came (list, finisher page, …); a page opened directly goes to the list.
  const back = () => void (location.key === 'default' ? navigate(pathTo('competitionapproval')) : navigate(-1));

  return (
    <WizardFrame
      title={t(finisherRoute ? 'approvalDetail.finisherTitle' : 'approvalDetail.title')}
      routeName={routeName}
      id={id}
      loading={id !== null && query.isLoading}
      missing={id === null || (!query.isLoading && !application)}
      help={t('approvalDetail.help')}
      actions={
        <>
          <Button onClick={back}>{t('common.back')}</Button>
          <Button onClick={() => void navigate(pathTo('competitionapproval'))}>{t('approvalCommon.toOverview')}</Button>
          {id !== null && (
            <Button variant="contained" onClick={() => void navigate(pathTo(finisherRoute ? 'compFinisherAttachments' : 'showcompetitionapproval', { cGuid: id }))}>
              {t('approvalCommon.next')}
            </Button>
          )}
        </>
      }
    >
      <SuccessAlert message={success.message} onClose={success.close} />
      {application && (
        <>
          <ApplicationHeading application={application} />
          <ClashWarning clashes={application.clashes} />
          <ItemActions application={application} commands={commands} />
          <PageSection title={t('approvalDetail.mainData')}>
            <ApplicationFacts application={application} />
          </PageSection>
          <PageSection title={t('approvalCommon.events')}>
            <EventsSummary application={application} />
          </PageSection>
          <PageSection title={t('approvalCommon.approvals')}>
            <ApprovalsList approvals={application.approvals} showDecider />
          </PageSection>
          {(hasFinishers(application) || application.finishersSentAt || application.invoiceNumber) && (
            <PageSection title={t('approvalDetail.finishers')}>
              <FactList
                facts={[
                  { label: t('approvalDetail.finishersSentAt'), value: application.finishersSentAt && formatDateTime(application.finishersSentAt) },
                  { label: t('approvalDetail.invoiceNumber'), value: application.invoiceNumber },
                  { label: t('approvalDetail.invoiceDate'), value: application.receipt_At && formatDateTime(application.receipt_At) },
                  { label: t('approvalDetail.invoiceFile'), value: application.billing_Filename },
                ]}
              />
              {hasFinishers(application) && <FinisherSummary counts={application} />}
            </PageSection>
          )}
          <PageSection title={t('approvalDetail.attachments')}>
            <AttachmentList attachments={application.attachments} readOnly onEdit={ignore} onDelete={ignore} onDownload={download} />
          </PageSection>
          <PageSection title={t('approvalDetail.history.title')}>
            <HistoryTable history={application.history} />
          </PageSection>
        </>
      )}
      {commands.dialogs}
    </WizardFrame>
  );
}
