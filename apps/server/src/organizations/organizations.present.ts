import type { Organization, OrganizationOption } from '@portal/domain';
import type { OrganizationRow } from '../core/organizations/organizations.repo';

/** An organisation as a selector entry. */
export const presentOption = (o: OrganizationRow): OrganizationOption => ({
  value: o.id,
  text: o.name,
  type: o.type,
  stateCode: o.stateCode,
  externalId: o.externalId,
});

/** An organisation with its place in the tree. */
export const presentOrganization = (o: OrganizationRow): Organization => ({
  id: o.id,
  name: o.name,
  type: o.type,
  parentId: o.parentId,
  masterId: o.masterId,
  stateCode: o.stateCode,
  district: o.district,
  area: o.area,
  externalId: o.externalId,
});
