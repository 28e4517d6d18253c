import type { RoleCode } from '@portal/domain';

/** A value/text pair as the selector calls answer them (master organisations, languages, …). */
export interface Option {
  value: number;
  text: string;
}

/** One role the user holds in one organisation (docs/api.md “User”). */
export interface UserRoleGrant {
  organizationId: number;
  organizationName: string;
  organizationType: string;
  externalId: string | null;
  role: { code: RoleCode };
}

/** The signed-in user as `current_user_details` and `login` answer it (docs/api.md “User”). */
export interface CurrentUser {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  title: string | null;
  languageId: number;
  languageCode: string;
  approver: boolean;
  emailConfirmed: boolean;
  masterOrganization: Option;
  /** The master organisation is the German federation (spec §6 IsGerman). */
  isGerman: boolean;
  userRoles: UserRoleGrant[];
}

/** An organisation the user holds a role in (`user_organizations`). */
export interface OrganizationOption extends Option {
  type: string;
  externalId: string | null;
}

/** A role of the user in the current organisation (`roles`). */
export interface RoleInfo {
  id: number;
  code: RoleCode;
  name: string;
}

/** The answer of `login`. */
export interface LoginResult {
  user: CurrentUser;
  accessToken: string;
  refreshToken: string;
}
