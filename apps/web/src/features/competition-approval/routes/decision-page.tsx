import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageFrame } from '../../../components/layout/page-frame';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import type { TextKey } from '../../../lib/i18n';
import { pathTo } from '../../../lib/routing';
import { useSuccessMessage, type SuccessState } from '../../../lib/use-success-message';
import { approvalQueryOptions } from '../api/approval-queries';
import { ApplicationPicture } from '../components/application-picture';
import { ApplicationHeading } from '../components/application-summary';
import { ApprovalsList } from '../components/approvals-list';
import { ClashWarning } from '../components/clash-warning';
import { DecisionForm, organizationOfLink } from '../components/decision-form';
import { PageSection } from '../components/page-section';
import { useApplicationId } from '../components/wizard-application';

/**
 * /CompetitionApprovalEditState/:cGuid (approvers): the whole application read-only (date clashes
 * first), its approvals, and one decision per organisation the user may decide for — one `approve_competition`
 * link each, its href ending with the organisation's id.
 */
export function DecisionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useApplicationId();
  const query = useQuery(approvalQueryOptions(id));
  const application = query.data ?? null;
  const success = useSuccessMessage();
  const loading = id !== null && query.isLoading;
  const decideLinks = application?.links.filter((l) => l.rel === 'approve_competition') ?? [];

  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  // Set together with the decision, so the unsaved-changes prompt is off before the page is left.
  const [leaving, setLeaving] = useState<TextKey | null>(null);
  const dirtyChange = useCallback(
    (href: string, isDirty: boolean) =>
      setDirty((prev) => {
        if (prev.has(href) === isDirty) return prev;
        const next = new Set(prev);
        if (isDirty) next.add(href);
        else next.delete(href);
        return next;
      }),
    [],
  );
  useEffect(() => {
    if (leaving) void navigate(pathTo('competitionapproval'), { state: { success: leaving } satisfies SuccessState });
  }, [leaving, navigate]);

  const decided = (approvalState: 1 | 2) => {
    const key = approvalState === 1 ? 'approvalDecision.approved' : 'approvalDecision.declined';
    // The last open decision of this user leads back to the list; otherwise the next one waits here.
    if (decideLinks.length <= 1) setLeaving(key);
    else success.show(key);
  };

  return (
    <PageFrame
      title={t('approvalDecision.title')}
      help={t('approvalDecision.help')}
      actions={
        <>
          <Button onClick={() => void navigate(pathTo('competitionapproval'))}>{t('approvalCommon.toOverview')}</Button>
          {id !== null && <Button onClick={() => void navigate(pathTo('compApprovalDetailView', { cGuid: id }))}>{t('approvalDecision.toDetails')}</Button>}
        </>
      }
    >
      <SuccessAlert message={success.message} onClose={success.close} />
      <UnsavedChangesPrompt when={dirty.size > 0 && leaving === null} />
      {loading && (
        <PageLoading />
      )}
      {!loading && !application && <Alert severity="info">{t('approvalCommon.notFound')}</Alert>}
      {application && (
        <>
          <ApplicationHeading application={application} />
          <ClashWarning clashes={application.clashes} />
          <ApplicationPicture application={application} />
          <PageSection title={t('approvalCommon.approvals')}>
            <ApprovalsList approvals={application.approvals} showDecider />
          </PageSection>
          <PageSection title={t('approvalDecision.yourDecision')}>
            {decideLinks.length === 0 ? (
              <Alert severity="info">{t('approvalDecision.nothingToDecide')}</Alert>
            ) : (
              decideLinks.map((link) => {
                const organizationId = organizationOfLink(link);
                const organization = application.approvals.find((a) => a.organizationId === organizationId)?.organization ?? t('approvalDecision.unknownOrganization');
                return (
                  <DecisionForm
                    key={link.href}
                    link={link}
                    organization={organization}
                    version={application.version}
                    onDecided={decided}
                    onDirtyChange={dirtyChange}
                  />
                );
              })
            )}
          </PageSection>
        </>
      )}
    </PageFrame>
  );
}
