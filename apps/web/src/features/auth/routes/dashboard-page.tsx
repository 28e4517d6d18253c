import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RoleRequestStatus, licenserRoles, type competitionApprovalApi, type roleRequestsApi } from '@portal/domain';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from '../../../lib/router';
import { PageFrame } from '../../../components/layout/page-frame';
import { useSession } from '../../../session/session';
import { api } from '../../../lib/api-client';
import { pathTo } from '../../../lib/routing';
import { textsArrived } from '../../../lib/i18n';

// Only visitors see the form; signed-in users do not download it and its validation (zod, react-hook-form).
const LoginForm = lazy(() => import('../components/login-form').then(async (module) => (await textsArrived(), { default: module.LoginForm })));

/** What an administrator can do now: the open role requests with their number. */
function AdminPanel({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const organization = session.organizations.find((o) => o.value === organizationId)?.text ?? '';
  const pending = useQuery({
    queryKey: ['role-requests', organizationId, 'pending-count'],
    queryFn: () =>
      api.request<typeof roleRequestsApi.role_requests>('role_requests', {
        params: { organizationId },
        query: { status: RoleRequestStatus.requested, pageSize: 1 },
        keepError: true,
      }),
  });
  const count = pending.data?.paginationMetadata.totalCount;
  return (
    <Alert severity={count ? 'warning' : 'info'} role="note" sx={{ mb: 2 }}>
      <Typography variant="body2">{t('dashboard.adminHint', { organization })}</Typography>
      {count !== undefined && (
        <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
          {count > 0 ? t('dashboard.pendingRequests', { count }) : t('dashboard.noPendingRequests')}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" size="small" variant="outlined" component={RouterLink} to={pathTo('rolerequests')}>
          {t('dashboard.openRequests')}
        </Button>
        <Button color="inherit" size="small" variant="outlined" component={RouterLink} to={pathTo('usermanagement')}>
          {t('dashboard.userManagement')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** What an approver can do now: the applications awaiting their decision, with their number. */
function ApproverPanel({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const awaiting = useQuery({
    queryKey: ['competition-approvals', 'list', organizationId, 'awaiting-count'],
    queryFn: () =>
      api.requestIn<typeof competitionApprovalApi.get_by_org>('competition_approval_links', 'get_by_org', {
        params: { organizationId },
        query: { awaitingMyDecision: true, pageSize: 1 },
        keepError: true,
      }),
  });
  const count = awaiting.data?.paginationMetadata.totalCount;
  if (count === undefined) return null;
  return (
    <Alert severity={count ? 'warning' : 'info'} role="note" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {count > 0 ? t('dashboard.awaitingApprovals', { count }) : t('dashboard.noAwaitingApprovals')}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <Button color="inherit" size="small" variant="outlined" component={RouterLink} to={pathTo('competitionapproval')}>
          {t('dashboard.openApprovals')}
        </Button>
      </Box>
    </Alert>
  );
}

/** /dashboard (in the auth slice because it embeds the login form): welcome; the login form for visitors; licence and no-role hints for signed-in users (spec §2). */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <PageFrame title={t('dashboard.title')}>
      <Typography sx={{ mb: 2 }}>{t('dashboard.welcome')}</Typography>
      {/* The run calendar is public: a link for visitors and signed-in users alike. */}
      <Alert severity="info" icon={<CalendarMonthIcon />} role="note" sx={{ mb: 2 }}>
        {t('dashboard.calendarHint')}
        <Box sx={{ mt: 1 }}>
          <Button color="inherit" size="small" variant="outlined" component={RouterLink} to={pathTo('publiccalendar')}>
            {t('dashboard.calendarLink')}
          </Button>
        </Box>
      </Alert>
      {!session.ready ? (
        <CircularProgress aria-label={t('app.loading')} />
      ) : !session.isAuthenticated ? (
        <>
          <Typography sx={{ mb: 1 }}>{t('dashboard.signInHint')}</Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {t('login.title')}
          </Typography>
          <Suspense fallback={<CircularProgress aria-label={t('app.loading')} />}>
            <LoginForm />
          </Suspense>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('dashboard.signedIn', { name: session.user?.fullName })}</Typography>
          {session.user?.approver && session.hasRole('Approver') && session.organizationId !== null && <ApproverPanel organizationId={session.organizationId} />}
          {session.hasRole('OrgAdmin') && session.organizationId !== null && <AdminPanel organizationId={session.organizationId} />}
          {session.hasRole(...licenserRoles) && <Alert severity="info" role="note">
              {t('dashboard.licenseHint')}
            </Alert>}
          {session.roles.length === 0 && (
            <Alert severity="info" role="note" sx={{ mt: 2 }}>
              {t('dashboard.noRoleHint')}
              <Box sx={{ mt: 1 }}>
                <Button color="inherit" size="small" variant="outlined" component={RouterLink} to={pathTo('rolerequests')}>
                  {t('drawer.roleRequests')}
                </Button>
              </Box>
            </Alert>
          )}
        </>
      )}
    </PageFrame>
  );
}
