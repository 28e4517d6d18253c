import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RoleCode } from '@portal/domain';
import { useTranslation } from '../lib/use-translation';
import { Link as RouterLink } from '../lib/router';
import { PageFrame } from '../components/layout/page-frame';
import type { Authorize } from '../lib/routing';
import { hasAnyRole, pathTo } from '../lib/routing';
import { useSession } from '../session/session';

/**
 * A screen the current organisation's roles do not open: says which roles it needs, and offers the
 * user's other organisations where they hold one (switching reloads this screen there). With `area`,
 * the roles fit but the area is not offered here at all (another federation's, such as the German
 * competition approval for a Dutch admin).
 */
export function RefusedScreen({ roles, area }: { roles: Authorize; area?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const current = session.organizations.find((o) => o.value === session.organizationId)?.text ?? '';
  const byOrganization = new Map<number, { name: string; roles: RoleCode[] }>();
  for (const grant of session.user?.userRoles ?? []) {
    const entry = byOrganization.get(grant.organizationId) ?? { name: grant.organizationName, roles: [] };
    entry.roles.push(grant.role.code);
    byOrganization.set(grant.organizationId, entry);
  }
  const elsewhere = [...byOrganization.entries()].filter(([id, o]) => id !== session.organizationId && hasAnyRole(o.roles, roles));
  const toDashboard = (
    <Button component={RouterLink} to={pathTo('dashboard')}>
      {t('app.toDashboard')}
    </Button>
  );
  if (area) {
    return (
      <PageFrame title={t('app.refusedTitle')} actions={toDashboard}>
        <Alert severity="warning">{t('app.refusedArea', { organization: current })}</Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={t('app.refusedTitle')}
      actions={toDashboard}
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('app.refused', { organization: current, roles: roles.map((code) => t(`roles.${code}`)).join(', ') })}
      </Alert>
      {elsewhere.length > 0 ? (
        <>
          <Typography sx={{ mb: 1 }}>{t('app.refusedElsewhere')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
            {elsewhere.map(([id, o]) => (
              <Button key={id} variant="contained" onClick={() => void session.switchOrganization(id)}>
                {t('app.refusedSwitch', { organization: o.name })}
              </Button>
            ))}
          </Stack>
        </>
      ) : (
        <Typography>{t('app.refusedNone')}</Typography>
      )}
    </PageFrame>
  );
}
