import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, type CompetitionApproval } from '@portal/domain';
import { formatCourseLength, formatSpan, formatStart } from './approval-format';
import { codeText, competitionCategoryKeys, competitionSubTypeKeys, competitionTypeKeys, contactTitleKeys } from './code-texts';
import { FactList, type Fact } from './fact-list';
import { CompetitionStateChip } from './state-chip';

/** An external address as a link that opens in a new tab without handing over the portal's window. */
export function ExternalLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {href}
    </Link>
  );
}

/** The application's name with its state, above the pages that act on it. */
export function ApplicationHeading({ application }: { application: Pick<CompetitionApproval, 'name' | 'competitionState'> }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {application.name}
      </Typography>
      <CompetitionStateChip state={application.competitionState} />
    </Stack>
  );
}

/** The few facts a decision, request or cancellation needs: when, where, who, what kind. */
export function ApplicationShortFacts({ application }: { application: CompetitionApproval }) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    { label: t('approvalCommon.startDate'), value: formatStart(application.startDate) },
    // Only an event over several days needs its span besides the start.
    { label: t('approvalCommon.eventDays'), value: formatDay(application.endDate) !== formatDay(application.startDate) ? formatSpan(application.startDate, application.endDate) : null },
    { label: t('approvalCommon.organizer'), value: application.ownerOrganizationName },
    { label: t('approvalCommon.town'), value: application.eventLocation_Town },
    { label: t('approvalCommon.region'), value: application.eventLocation_RegionName },
    { label: t('approvalCommon.category'), value: codeText(t, competitionCategoryKeys, application.competitionCategory) },
    { label: t('approvalCommon.competitionType'), value: codeText(t, competitionTypeKeys, application.competitionType) },
  ];
  return <FactList facts={facts} />;
}

/** Everything of the application's base data the detail view shows (spec §3). */
export function ApplicationFacts({ application: a }: { application: CompetitionApproval }) {
  const { t } = useTranslation();
  const place = [a.eventLocation_Startplace, a.eventLocation_Street, `${a.eventLocation_Zip} ${a.eventLocation_Town}`.trim()].filter(Boolean).join(', ');
  const contactName = [a.contact_PersonTitel === 2 ? '' : codeText(t, contactTitleKeys, a.contact_PersonTitel), a.contact_Firstname, a.contact_Lastname].filter(Boolean).join(' ');
  const contactAddress = [a.contact_Street, a.contact_StreetAddition, `${a.contact_Zip} ${a.contact_Town}`.trim()].filter(Boolean).join(', ');
  const phones = [a.contact_Phone, a.contact_Mobile].filter(Boolean).join(', ');
  const facts: Fact[] = [
    { label: t('approvalCommon.name'), value: a.name },
    { label: t('approvalCommon.nationalCode'), value: a.nationalCode },
    { label: t('approvalCommon.startDate'), value: formatStart(a.startDate) },
    { label: t('approvalCommon.endDate'), value: formatDay(a.endDate) },
    { label: t('approvalCommon.entryEndDate'), value: formatDay(a.entryEndDate) },
    { label: t('approvalCommon.organizer'), value: a.ownerOrganizationName },
    { label: t('approvalCommon.location'), value: place },
    { label: t('approvalCommon.country'), value: a.country },
    { label: t('approvalCommon.region'), value: a.eventLocation_RegionName },
    { label: t('approvalCommon.area'), value: a.eventLocation_AreaName },
    { label: t('approvalCommon.district'), value: a.eventLocation_DistrictName },
    { label: t('approvalCommon.competitionType'), value: codeText(t, competitionTypeKeys, a.competitionType) },
    { label: t('approvalCommon.category'), value: codeText(t, competitionCategoryKeys, a.competitionCategory) },
    { label: t('approvalCommon.subType'), value: codeText(t, competitionSubTypeKeys, a.competitionSubType) },
    { label: t('approvalCommon.onlyWithLicense'), value: a.onlyWithLicense ? t('common.yes') : t('common.no') },
    { label: t('approvalCommon.contact'), value: contactName },
    { label: t('approvalCommon.contactAddress'), value: contactAddress },
    { label: t('approvalCommon.email'), value: a.contact_Email },
    { label: t('approvalCommon.phone'), value: phones },
    { label: t('approvalCommon.homepage'), value: a.contact_Website && <ExternalLink href={a.contact_Website} /> },
    { label: t('approvalCommon.entrySystem'), value: a.linkEntrySystem && <ExternalLink href={a.linkEntrySystem} /> },
    { label: t('approvalCommon.nonProfitReason'), value: a.nonProfit ? (a.nonProfitReason ?? t('common.yes')) : null },
    { label: t('approvalCommon.additionalComment'), value: a.additionalComment },
    { label: t('approvalCommon.cancelationReason'), value: a.cancelationReason },
  ];
  return <FactList facts={facts} />;
}

/** The events of the application with their lengths, and how many classes start. */
export function EventsSummary({ application }: { application: Pick<CompetitionApproval, 'events' | 'classes'> }) {
  const { t, i18n } = useTranslation();
  const events = [...application.events].sort((a, b) => a.order - b.order);
  return (
    <>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('approvalCommon.noEvents')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('approvalCommon.events')}>
          {events.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={e.longname ?? e.definitionEventId ?? ''}
                secondary={formatCourseLength(e.courseLength, e.measurement, i18n.language)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('approvalCommon.classesCount', { count: application.classes.length })}
      </Typography>
    </>
  );
}
