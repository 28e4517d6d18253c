import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { FeatureRoute, WebFeature } from '../../lib/routing';

const any = [] as const;
type Screen = FeatureRoute['screen'];
const wizard = (name: string, path: string, screen: Screen, parent = 'competitionapproval'): FeatureRoute => ({ name, path, parent, authorize: any, screen });

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
  routes: [
    wizard('competitionapproval', '/competitionapproval', () => import('./routes/approval-list-page').then((m) => m.ApprovalListPage), 'dashboard'),
    wizard('newcompetitionapproval', '/newcompetitionapproval', baseForm),
    wizard('editcompetitionapproval', '/editcompetitionapproval/:cGuid', baseForm),
    wizard('showcompetitionapproval', '/showcompetitionapproval/:cGuid', baseForm),
    wizard('categoryArt', '/competitionapprovalCategoryArt/:cGuid', categoryStep),
    wizard('showcategoryArt', '/showcompetitionapprovalCategoryArt/:cGuid', categoryStep),
    wizard('eventClasses', '/competitionapprovalEventClasses/:cGuid', eventsStep),
    wizard('showeventClasses', '/showcompetitionapprovalEventClasses/:cGuid', eventsStep),
    wizard('eventClassesMatrix', '/competitionapprovalEventClassesMatrix/:cGuid', matrixStep),
    wizard('showeventClassesMatrix', '/showcompetitionapprovalEventClassesMatrix/:cGuid', matrixStep),
    wizard('compApprovalAttachments', '/competitionapprovalAttachements/:cGuid', attachmentsStep),
    wizard('showcompApprovalAttachments', '/showcompetitionapprovalAttachements/:cGuid', attachmentsStep),
    wizard('compApprovalAttachmentsOnly', '/competitionapprovalAttachementsOnly/:cGuid', attachmentsStep),
    wizard('compFinisherAttachments', '/competitionFinisherAttachements/:cGuid', attachmentsStep),
    wizard('compApprovalEventRequest', '/competitionapprovalEventRequest/:cGuid', () => import('./routes/request-page').then((m) => m.RequestPage)),
    wizard('compApprovalDetailView', '/competitionapprovalDetailView/:cGuid', detailView),
    wizard('compFinisherDetailView', '/competitionFinisherDetailView/:cGuid', detailView),
    wizard('compApprovalFinisher', '/competitionApprovalFinisher/:cGuid', () => import('./routes/finisher-page').then((m) => m.FinisherPage)),
    {
      name: 'CompetitionApprovalEditState',
      path: '/CompetitionApprovalEditState/:cGuid',
      parent: 'competitionapproval',
      authorize: ['Approver'],
      screen: () => import('./routes/decision-page').then((m) => m.DecisionPage),
    },
    wizard('CompetitionApprovalCancel', '/CompetitionApprovalCancel/:cGuid', () => import('./routes/cancel-page').then((m) => m.CancelPage)),
    { name: 'publiccalendar', path: '/calendar', parent: 'dashboard', screen: () => import('./routes/public-calendar-page').then((m) => m.PublicCalendarPage) },
  ],
  drawer: [
    {
      key: 'competitionApproval',
      route: 'competitionapproval',
      label: 'drawer.competitionApproval',
      icon: <EventAvailableIcon />,
      audience: 'signedIn',
      rel: 'competition_approval_links',
    },
    { key: 'publicCalendar', route: 'publiccalendar', label: 'drawer.publicCalendar', icon: <CalendarMonthIcon />, audience: 'anonymous' },
  ],
};
