import { z } from 'zod';
import { idInput } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import {
  idParams,
  idUserParams,
  languageOptionSchema,
  masterOrganizationOptionSchema,
  optionalSearchQuery,
  organizationOptionSchema,
  organizationSchema,
  organizationTypeInput,
  searchText,
} from './organizations.schemas';
import { roleOptionSchema } from '../users/users.schemas';

/** Organisation look-ups (always inside the caller's master organisation) and the anonymous selectors. */
export const organizationsApi = defineEndpoints({
  master_organizations: { response: z.array(masterOrganizationOptionSchema) },
  languages: { response: z.array(languageOptionSchema) },
  find_organizations_by_name: { params: z.object({ search: searchText }), response: z.array(organizationOptionSchema) },
  organizations_by_id: { params: idParams, response: organizationSchema },
  organizations_by_type: { params: z.object({ type: organizationTypeInput }), response: z.array(organizationOptionSchema) },
  organizations_by_type_and_parent: {
    params: z.object({ type: organizationTypeInput, parent: idInput() }),
    response: z.array(organizationOptionSchema),
  },
  branches_for_master_organization: { params: idUserParams, query: optionalSearchQuery, response: z.array(organizationOptionSchema) },
  organization_roles: { params: idUserParams, response: z.array(roleOptionSchema) },
  organization_roles_except_existing: { params: idUserParams, response: z.array(roleOptionSchema) },
});
