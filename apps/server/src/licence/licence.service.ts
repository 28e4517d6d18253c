import { LICENCE_FILE_NAME, licenserRoles } from '@portal/domain';
import { hasRoleIn } from '../access/grants';
import { forbidden, notFound } from '../lib/problems';
import { findOrganization, findOrganizationInMaster } from '../core/organizations/organizations.repo';
import { buildLicence } from './licence';
import type { ServiceContext } from '../service-context';

/** The signed licence file of an organisation, for its licensers (OrgAdmin, OrgUser, Official there). */
export async function licenceFile({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, organizationId: number): Promise<{ fileName: string; text: string }> {
  const org = await findOrganizationInMaster(deps.db, organizationId, auth.masterId);
  if (!org) throw notFound();
  if (!hasRoleIn(await access.grants(), org.id, licenserRoles)) throw forbidden();
  const master = org.masterId === org.id ? org : await findOrganization(deps.db, org.masterId ?? org.id);
  const text = buildLicence(
    { organizationId: org.id, name: org.name, type: org.type, masterOrganization: master?.name ?? '' },
    deps.clock.now(),
    deps.secrets.licencePrivateKey,
  );
  return { fileName: LICENCE_FILE_NAME, text };
}
