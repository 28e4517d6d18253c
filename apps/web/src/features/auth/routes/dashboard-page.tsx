import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { licenserRoles } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../../../app/page-frame';
import { useSession } from '../../../app/session';
import { LoginForm } from '../components/login-form';

/** /dashboard (in the auth slice because it embeds the login form): welcome; the login form for visitors; licence and no-role hints for signed-in users (spec §2). */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <PageFrame title={t('dashboard.title')}>
      <Typography sx={{ mb: 2 }}>{t('dashboard.welcome')}</Typography>
      {!session.isAuthenticated ? (
        <>
          <Typography sx={{ mb: 1 }}>{t('dashboard.signInHint')}</Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {t('login.title')}
          </Typography>
          <LoginForm />
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('dashboard.signedIn', { name: session.user?.fullName })}</Typography>
          {session.hasRole(...licenserRoles) && <Alert severity="info" role="note">
              {t('dashboard.licenseHint')}
            </Alert>}
          {session.roles.length === 0 && (
            <Alert severity="info" role="note" sx={{ mt: 2 }}>
              {t('dashboard.noRoleHint')}
              <Box sx={{ mt: 1 }}>
                <Button color="inherit" size="small" variant="outlined" component={RouterLink} to="/rolerequests">
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
