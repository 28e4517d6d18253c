import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { CompetitionState, eventName, eventsWithoutProtocol, type FeeLine } from '@portal/domain';
import { linkOf } from '../../../lib/links';
import { useRouteMeta } from '../../../lib/navigation';
import { pathTo } from '../../../lib/routing';
import type { SuccessState } from '../../../lib/use-success-message';
import { useSession } from '../../../session/session';
import { approvalQueryOptions, feeScheduleQueryOptions } from '../api/approval-queries';
import { useRequestApproval } from '../api/approval-mutations';
import { ApplicationHeading, ApplicationShortFacts, EventsSummary } from '../components/application-summary';
import { ClashWarning } from '../components/clash-warning';
import { decidingOrganizations } from '../components/deciding-organizations';
import { FeeRuleText, FeeTable } from '../components/fee-estimate';
import { estimateFee } from '../components/fee-rule';
import { parseCount } from '../components/form-input-format';
import { PageSection } from '../components/page-section';
import { useApplicationId } from '../components/wizard-application';
import { WizardFrame } from '../components/wizard-frame';
import '../../../lib/form-texts';


/**
 * /competitionapprovalEventRequest/:cGuid, the last step of the wizard: a summary of the
 * application, who will decide on it, the fee to expect (PRODUCT §4: shown before requesting), date
 * clashes, and the request itself with the version the user saw.
 */
export function RequestPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const routeName = useRouteMeta()?.name ?? '';
  const id = useApplicationId();
  const { user } = useSession();
  const query = useQuery(approvalQueryOptions(id));
  const application = query.data ?? null;
  const schedule = useQuery(feeScheduleQueryOptions());
  const request = useRequestApproval();
  const [chargeable, setChargeable] = useState('');
  const [exempt, setExempt] = useState('');
  const link = linkOf(application, 'request_comp_approval');

  const send = () => {
    if (!link || !application) return;
    request.mutate(
      { link, version: application.version },
      { onSuccess: () => void navigate(pathTo('compApprovalDetailView', { cGuid: application.id }), { state: { success: 'approvalRequest.requested' } satisfies SuccessState }) },
    );
  };

  const deciders = application
    ? decidingOrganizations({
        category: application.competitionCategory,
        regionName: application.eventLocation_RegionName,
        areaName: application.eventLocation_AreaName,
        districtName: application.eventLocation_DistrictName,
        federationName: user?.masterOrganization.text ?? '',
      })
    : [];
  const chargeableCount = parseCount(chargeable, i18n.language);
  const exemptCount = parseCount(exempt, i18n.language);
  const countOf = (parsed: ReturnType<typeof parseCount>) => ('value' in parsed ? parsed.value : 0);
  const errorOf = (parsed: ReturnType<typeof parseCount>) => ('error' in parsed ? t(`validation.${parsed.error}`) : undefined);
  const estimate = schedule.data ? estimateFee(schedule.data, countOf(chargeableCount), countOf(exemptCount)) : null;
  // Each line of the estimate is named by the number it counts, not by the age group it is computed on.
  const estimateLineLabel = (line: FeeLine) =>
    line.key === 'handlingFee'
      ? t('finisherGroup.handlingFee')
      : t(schedule.data?.chargeableGroups.some((g) => line.key.endsWith(`_${g}`)) ? 'approvalRequest.expectedChargeable' : 'approvalRequest.expectedExempt');
  // The server refuses these too; said here, before the user asks.
  const unmeasured = application ? eventsWithoutProtocol(application.events) : [];

  return (
    <WizardFrame
      title={t('approvalRequest.title')}
      routeName={routeName}
      id={id}
      loading={id !== null && query.isLoading}
      missing={id === null || (!query.isLoading && !application)}
      help={t('approvalRequest.help')}
      actions={
        <>
          <Button onClick={() => void navigate(id !== null ? pathTo('compApprovalAttachments', { cGuid: id }) : pathTo('competitionapproval'))}>{t('common.back')}</Button>
          <Button onClick={() => void navigate(pathTo('competitionapproval'))}>{t('approvalCommon.toOverview')}</Button>
          <Button variant="contained" disabled={!link || request.isPending || unmeasured.length > 0} onClick={send}>
            {t('approvalRequest.send')}
          </Button>
        </>
      }
    >
      {application && (
        <>
          <ApplicationHeading application={application} />
          {!link && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t(application.competitionState === CompetitionState.open ? 'approvalRequest.alreadyOpen' : 'approvalRequest.notPossible')}
            </Alert>
          )}
          {link && unmeasured.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('validation.errorMeasurementProtocolMissing', { event: unmeasured.map(eventName).join(', ') })}
            </Alert>
          )}
          <ClashWarning clashes={application.clashes} />
          <PageSection title={t('approvalRequest.summary')}>
            <ApplicationShortFacts application={application} />
          </PageSection>
          <PageSection title={t('approvalCommon.events')}>
            <EventsSummary application={application} />
          </PageSection>
          <PageSection title={t('approvalRequest.deciders')}>
            <Typography variant="body2">{t('approvalRequest.decidersIntro')}</Typography>
            <List dense aria-label={t('approvalRequest.deciders')}>
              {deciders.map((d) => (
                <ListItem key={d.level} disableGutters>
                  <ListItemText primary={d.name} secondary={t(`approvalRequest.level.${d.level}`)} />
                </ListItem>
              ))}
            </List>
          </PageSection>
          <PageSection title={t('approvalRequest.fees')}>
            {schedule.data && estimate && (
              <>
                <FeeRuleText schedule={schedule.data} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('approvalRequest.feeIntro')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
                  <TextField
                    id="expected-chargeable"
                    label={t('approvalRequest.expectedChargeable')}
                    value={chargeable}
                    onChange={(e) => setChargeable(e.target.value)}
                    error={Boolean(errorOf(chargeableCount))}
                    helperText={errorOf(chargeableCount)}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    sx={{ minWidth: 340 }}
                  />
                  <TextField
                    id="expected-exempt"
                    label={t('approvalRequest.expectedExempt')}
                    value={exempt}
                    onChange={(e) => setExempt(e.target.value)}
                    error={Boolean(errorOf(exemptCount))}
                    helperText={errorOf(exemptCount)}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    sx={{ minWidth: 340 }}
                  />
                </Box>
                <FeeTable lines={estimate.lines} totalCents={estimate.totalCents} label={t('approvalRequest.estimate')} lineLabel={estimateLineLabel} />
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {t('approvalRequest.estimateNote')}
                </Typography>
              </>
            )}
          </PageSection>
        </>
      )}
    </WizardFrame>
  );
}
