import { z } from 'zod';
import { idOutput, optionSchema } from '../api/common.schemas';
import { languageCodes, organizationTypes, grantableRoleCodes } from '../platform/roles';
import { footerLinksSchema } from '../organizations/organizations.schemas';

/** One role the user holds in one organisation. */
export const userRoleGrantSchema = z.object({
  organizationId: idOutput,
  organizationName: z.string(),
  organizationType: z.enum(organizationTypes),
  externalId: z.string().nullable(),
  role: z.object({ code: z.enum(grantableRoleCodes) }),
});
export type UserRoleGrant = z.infer<typeof userRoleGrantSchema>;

/** The signed-in user as the web app keeps it (spec §3 “User”). */
export const currentUserSchema = z.object({
  id: idOutput,
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  languageId: idOutput,
  languageCode: z.enum(languageCodes),
  approver: z.boolean(),
  emailConfirmed: z.boolean(),
  masterOrganization: optionSchema,
  /** The master organisation is the German federation (spec §6 IsGerman). */
  isGerman: z.boolean(),
  /** The federation's legal pages for the footer; null: the portal's own. */
  footerLinks: footerLinksSchema.nullable(),
  userRoles: z.array(userRoleGrantSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The answer of `login`. */
export const loginResultSchema = z.object({ user: currentUserSchema, accessToken: z.string(), refreshToken: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** An organisation the user holds a role in (`user_organizations`). */
export const userOrganizationSchema = optionSchema.extend({ type: z.enum(organizationTypes), externalId: z.string().nullable() });
export type UserOrganization = z.infer<typeof userOrganizationSchema>;

/** A role, named in the request's language. */
export const roleOptionSchema = z.object({ id: idOutput, code: z.enum(grantableRoleCodes), name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

/** A user an administrator may pick (`users_for_selectors`). */
export const userOptionSchema = optionSchema.extend({ email: z.string() });

/** Another user as an administrator sees them (`get_user_by_id`). */
export const userSummarySchema = z.object({ id: idOutput, firstName: z.string(), lastName: z.string(), fullName: z.string(), email: z.string() });
