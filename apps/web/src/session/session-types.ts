import type { Option, RoleOption, UserOrganization } from '@portal/domain';

/** The shapes the session holds are the API's own (packages/domain). */
export type { CurrentUser, LoginResult, UserRoleGrant } from '@portal/domain';
export type { Option };
/** An organisation the user holds a role in (`user_organizations`). */
export type OrganizationOption = UserOrganization;
/** A role of the user in the current organisation (`roles`). */
export type RoleInfo = RoleOption;
