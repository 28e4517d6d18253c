import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { computeFee, finisherCountFields, formatDay, type ApprovalAttachment, type CompetitionApproval } from '@portal/domain';
import { linkOf } from '../../../lib/links';
import { feeScheduleQueryOptions } from '../api/approval-queries';
import { downloadLink } from '../../../lib/download';
import { ApplicationFacts } from './application-summary';
import { formatCourseLength } from './approval-format';
import { AttachmentList } from './attachment-list';
import { FeeRuleText, FeeTable } from './fee-estimate';
import { hasFinishers } from './finisher-summary';
import { HistoryTable } from './history-table';
import { MatrixGrid } from './matrix-grid';
import { PageSection } from './page-section';

const ignore = () => undefined;

type Event = CompetitionApproval['events'][number];

/** How an event's course is measured: the certificate's date and whether it is at hand, or the organiser's own event. */
function useMeasurementText() {
  const { t } = useTranslation();
  return (e: Event) => {
    if (e.definitionEventId === null) return t('approvalCommon.customEvent');
    if (!e.measurementProtocol) return t('approvalCommon.protocolMissing');
    const state = t(e.protocolAvailable ? 'approvalCommon.protocolPresent' : 'approvalCommon.protocolNotPresent');
    return `${t('approvalCommon.protocolOf', { date: formatDay(e.measurementProtocol) })}, ${state}`;
  };
}

/** The events with their course lengths and the state of their measurement. */
function MeasuredEvents({ events }: { events: readonly Event[] }) {
  const { t, i18n } = useTranslation();
  const measurement = useMeasurementText();
  const sorted = [...events].sort((a, b) => a.order - b.order);
  if (sorted.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('approvalCommon.noEvents')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={t('approvalCommon.events')}>
      {sorted.map((e) => (
        <ListItem key={e.id} disableGutters>
          <ListItemText
            primary={`${e.longname ?? e.definitionEventId ?? ''} · ${formatCourseLength(e.courseLength, e.measurement, i18n.language)}`}
            secondary={measurement(e)}
            slotProps={{ secondary: { color: e.definitionEventId !== null && !e.measurementProtocol ? 'error' : 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The federation's fee rule; once finisher numbers are in, the fee they make. */
function FeeSection({ application }: { application: CompetitionApproval }) {
  const { t } = useTranslation();
  const schedule = useQuery(feeScheduleQueryOptions());
  if (!schedule.data) return null;
  const counts = Object.fromEntries(finisherCountFields.map((f) => [f, application[f] ?? 0]));
  const fee = hasFinishers(application) ? computeFee(counts, schedule.data) : null;
  return (
    <>
      <FeeRuleText schedule={schedule.data} />
      {fee ? (
        <FeeTable lines={fee.lines} totalCents={fee.totalCents} label={t('approvalCommon.fee')} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('approvalCommon.feeAfterEvent')}
        </Typography>
      )}
    </>
  );
}

/**
 * The whole application read-only, as an approver needs it to decide: base data, events with course
 * length and measurement, classes, the matrix, attachments to download, the fee and the history.
 */
export function ApplicationPicture({ application }: { application: CompetitionApproval }) {
  const { t } = useTranslation();
  const classes = [...application.classes].sort((a, b) => a.order - b.order);
  const download = (attachment: ApprovalAttachment) => {
    const link = linkOf(attachment, 'download');
    if (link) downloadLink(link, attachment.file ?? attachment.title).catch((error: unknown) => console.error(error));
  };
  return (
    <>
      <PageSection title={t('approvalDetail.mainData')}>
        <ApplicationFacts application={application} />
      </PageSection>
      <PageSection title={t('approvalCommon.events')}>
        <MeasuredEvents events={application.events} />
      </PageSection>
      <PageSection title={t('approvalCommon.classes')}>
        <Typography variant="body2">{classes.map((c) => c.longname ?? c.definitionClassId).join(', ') || t('approvalCommon.classesCount', { count: 0 })}</Typography>
      </PageSection>
      {application.events.length > 0 && classes.length > 0 && (
        <PageSection title={t('approvalCommon.matrix')}>
          <MatrixGrid events={application.events} classes={classes} cells={application.eventClasses} onChange={ignore} disabled />
        </PageSection>
      )}
      <PageSection title={t('approvalDetail.attachments')}>
        <AttachmentList attachments={application.attachments} readOnly onEdit={ignore} onDelete={ignore} onDownload={download} />
      </PageSection>
      <PageSection title={t('approvalCommon.fee')}>
        <FeeSection application={application} />
      </PageSection>
      <PageSection title={t('approvalDetail.history.title')}>
        <HistoryTable history={application.history} />
      </PageSection>
    </>
  );
}
