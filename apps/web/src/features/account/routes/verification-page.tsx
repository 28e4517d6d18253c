import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from '../../../lib/router';
import { PageFrame } from '../../../components/layout/page-frame';
import { RelativeTime } from '../../../components/ui/relative-time';
import { StatusChip } from '../../../components/ui/status-chip';
import { verificationStatusQuery } from '../api/verification';
import { pathTo } from '../../../lib/routing';

/**
 * /verification: the account's state — e-mail confirmation, roles held and role requests — with a
 * way to request a role (PRODUCT §8: the original's page was empty).
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const status = useQuery(verificationStatusQuery());
  const data = status.data;
  // Role names in the interface language even before the server's answer is fetched again.
  const roleName = (r: { roleName: string; roleCode?: string }) => (r.roleCode ? t(`roles.${r.roleCode}`, { defaultValue: r.roleName }) : r.roleName);

  return (
    <PageFrame
      title={t('verification.title')}
      actions={
        <Button component={RouterLink} to={pathTo('newrolerequest')} variant="contained">
          {t('verification.newRequest')}
        </Button>
      }
    >
      {status.isPending && <CircularProgress aria-label={t('app.loading')} />}
      {data && (
        <Stack sx={{ gap: 3 }}>
          <Alert severity={data.emailConfirmed ? 'success' : 'warning'} role="note">
            {t(data.emailConfirmed ? 'verification.emailConfirmed' : 'verification.emailNotConfirmed', { email: data.email })}
          </Alert>
          <section aria-labelledby="verification-roles">
            <Typography id="verification-roles" variant="h6" component="h2">
              {t('verification.rolesHeading')}
            </Typography>
            {data.roles.length === 0 ? (
              <Typography color="text.secondary">{t('verification.noRoles')}</Typography>
            ) : (
              <List dense>
                {data.roles.map((r) => (
                  <ListItem key={`${r.organizationName}-${r.roleName}`} disableGutters>
                    <ListItemText primary={roleName(r)} secondary={r.organizationName} />
                  </ListItem>
                ))}
              </List>
            )}
          </section>
          <section aria-labelledby="verification-requests">
            <Typography id="verification-requests" variant="h6" component="h2">
              {t('verification.requestsHeading')}
            </Typography>
            {data.requests.length === 0 ? (
              <Typography color="text.secondary">{t('verification.noRequests')}</Typography>
            ) : (
              <List dense>
                {data.requests.map((r) => (
                  <ListItem
                    key={r.id}
                    disableGutters
                    secondaryAction={<StatusChip status={r.status} />}
                    sx={{ pr: 14 }}
                  >
                    <ListItemText
                      primary={`${roleName(r)} – ${r.organizationName}`}
                      secondary={
                        <>
                          <RelativeTime value={r.changedAt} />
                          {r.reason ? ` · ${r.reason}` : ''}
                        </>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </section>
        </Stack>
      )}
    </PageFrame>
  );
}
