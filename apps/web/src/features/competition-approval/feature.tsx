import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { screenTable, type FeatureRoute, type WebFeature } from '../../lib/routing';

const any = [] as const;
type Screen = FeatureRoute['screen'];

const baseForm: Screen = () => import('./routes/base-form-page').then((m) => m.BaseFormPage);
const categoryStep: Screen = () => import('./routes/category-page').then((m) => m.CategoryPage);
const eventsStep: Screen = () => import('./routes/event-classes-page').then((m) => m.EventClassesPage);
const matrixStep: Screen = () => import('./routes/matrix-page').then((m) => m.MatrixPage);
const attachmentsStep: Screen = () => import('./routes/attachments-page').then((m) => m.AttachmentsPage);
const detailView: Screen = () => import('./routes/detail-page').then((m) => m.DetailPage);

/**
 * Competition approval (spec competition-approval.md §2): the list, the wizard of the application,
 * request, decision, cancellation, finisher numbers and invoice; and the public calendar of approved runs.
 * Its drawer entry shows only to users of the German federation (the root offers the area catalogue).
 */
export const competitionApprovalFeature: WebFeature = {
  name: 'competition-approval',
  texts: ['competition-approval'],
  routes: [
    ...screenTable(any, {
      competitionapproval: ['/competitionapproval', 'dashboard', () => import('./routes/approval-list-page').then((m) => m.ApprovalListPage)],
      newcompetitionapproval: ['/newcompetitionapproval', 'competitionapproval', baseForm],
      editcompetitionapproval: ['/editcompetitionapproval/:cGuid', 'competitionapproval', baseForm],
      showcompetitionapproval: ['/showcompetitionapproval/:cGuid', 'competitionapproval', baseForm],
      categoryArt: ['/competitionapprovalCategoryArt/:cGuid', 'competitionapproval', categoryStep],
      showcategoryArt: ['/showcompetitionapprovalCategoryArt/:cGuid', 'competitionapproval', categoryStep],
      eventClasses: ['/competitionapprovalEventClasses/:cGuid', 'competitionapproval', eventsStep],
      showeventClasses: ['/showcompetitionapprovalEventClasses/:cGuid', 'competitionapproval', eventsStep],
      eventClassesMatrix: ['/competitionapprovalEventClassesMatrix/:cGuid', 'competitionapproval', matrixStep],
      showeventClassesMatrix: ['/showcompetitionapprovalEventClassesMatrix/:cGuid', 'competitionapproval', matrixStep],
      compApprovalAttachments: ['/competitionapprovalAttachements/:cGuid', 'competitionapproval', attachmentsStep],
      showcompApprovalAttachments: ['/showcompetitionapprovalAttachements/:cGuid', 'competitionapproval', attachmentsStep],
      compApprovalAttachmentsOnly: ['/competitionapprovalAttachementsOnly/:cGuid', 'competitionapproval', attachmentsStep],
      compFinisherAttachments: ['/competitionFinisherAttachements/:cGuid', 'competitionapproval', attachmentsStep],
      compApprovalEventRequest: ['/competitionapprovalEventRequest/:cGuid', 'competitionapproval', () => import('./routes/request-page').then((m) => m.RequestPage)],
      compApprovalDetailView: ['/competitionapprovalDetailView/:cGuid', 'competitionapproval', detailView],
      compFinisherDetailView: ['/competitionFinisherDetailView/:cGuid', 'competitionapproval', detailView],
      compApprovalFinisher: ['/competitionApprovalFinisher/:cGuid', 'competitionapproval', () => import('./routes/finisher-page').then((m) => m.FinisherPage)],
      CompetitionApprovalCancel: ['/CompetitionApprovalCancel/:cGuid', 'competitionapproval', () => import('./routes/cancel-page').then((m) => m.CancelPage)],
    }),
    ...screenTable(['Approver'], {
      CompetitionApprovalEditState: ['/CompetitionApprovalEditState/:cGuid', 'competitionapproval', () => import('./routes/decision-page').then((m) => m.DecisionPage)],
    }),
    ...screenTable(undefined, {
      publiccalendar: ['/calendar', 'dashboard', () => import('./routes/public-calendar-page').then((m) => m.PublicCalendarPage)],
    }),
  ],
  drawer: [
    { key: 'competitionApproval', position: 60, route: 'competitionapproval', label: 'drawer.competitionApproval', icon: <EventAvailableIcon />, audience: 'signedIn', rel: 'competition_approval_links' },
    { key: 'publicCalendar', position: 61, route: 'publiccalendar', label: 'drawer.publicCalendar', icon: <CalendarMonthIcon />, audience: 'anonymous' },
  ],
};
