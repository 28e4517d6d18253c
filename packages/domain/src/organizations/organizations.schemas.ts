import { z } from 'zod';
import { idInput, idOutput, optionSchema } from '../api/common.schemas';
import { MIN_SEARCH_LENGTH } from '../platform/paging';
import { languageCodes, organizationTypes } from '../platform/roles';

/** A search text in a look-up: at least three characters once trimmed (spec §5). */
export const searchText = z.string().trim().min(MIN_SEARCH_LENGTH, 'errorSearchTooShort').max(200, 'errorTooLong');

/** An optional search text of a selector list (empty means all). */
export const optionalSearchQuery = z.object({ search: z.string().max(200, 'errorTooLong').optional() });

export const organizationTypeInput = z.enum(organizationTypes, { error: 'errorInvalidValue' });

/** Path parameters `{id}`. */
export const idParams = z.object({ id: idInput() });
/** Path parameters `{id}/{userId}`. */
export const idUserParams = z.object({ id: idInput(), userId: idInput() });
/** Path parameter `{organizationId}`. */
export const organizationIdParams = z.object({ organizationId: idInput() });

/** An organisation in a selector list. */
export const organizationOptionSchema = optionSchema.extend({
  type: z.enum(organizationTypes),
  stateCode: z.string().nullable().optional(),
  externalId: z.string().nullable().optional(),
});
export type OrganizationOption = z.infer<typeof organizationOptionSchema>;

/** A master organisation (registration selector) with the language its users get by default. */
export const masterOrganizationOptionSchema = optionSchema.extend({ languageId: idOutput.nullable() });
export type MasterOrganizationOption = z.infer<typeof masterOrganizationOptionSchema>;

/** An interface language, named in the request's language. */
export const languageOptionSchema = optionSchema.extend({ code: z.enum(languageCodes) });

/** The legal pages a federation links in the footer for its users (privacy, terms, imprint). */
export const footerLinksSchema = z.object({ privacy: z.url(), terms: z.url(), imprint: z.url() });
export type FooterLinks = z.infer<typeof footerLinksSchema>;

/** One organisation with its place in the tree (spec §3 organisation attributes). */
export const organizationSchema = z.object({
  id: idOutput,
  name: z.string(),
  type: z.enum(organizationTypes),
  parentId: idOutput.nullable(),
  masterId: idOutput.nullable(),
  stateCode: z.string().nullable(),
  district: z.string().nullable(),
  area: z.string().nullable(),
  externalId: z.string().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;
