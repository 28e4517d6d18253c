/** Every link relation the API offers; the server's route table and the web client both use these names. */
export const rels = [
  // anonymous
  'login',
  'register',
  'confirm_email',
  'resend_confirmation',
  'refresh_token',
  'logout',
  'forgot_password',
  'reset_password',
  'master_organizations',
  'languages',
  'license_public_key',
  // signed in
  'current_user_details',
  'verification_status',
  'roles',
  'user_organizations',
  'users_for_selectors',
  'get_user_by_id',
  'branches_for_master_organization',
  'organization_roles',
  'organization_roles_except_existing',
  'find_organizations_by_name',
  'organizations_by_id',
  'organizations_by_type',
  'organizations_by_type_and_parent',
  'role_requests',
  'create_role_request',
  'role_request_status',
  'role_request_statuses',
  'license',
  'user_roles',
  'organizations_from_user_roles_for_selectors',
  'create_user_role',
  'delete_roles',
  'user_role_status',
] as const;

export type Rel = (typeof rels)[number];

/** Rels on list rows and items: the actions the user may take on that row now. */
export const rowRels = ['approve', 'reject', 'remove', 'update'] as const;
export type RowRel = (typeof rowRels)[number];

export interface Link {
  rel: string;
  href: string;
  templated: boolean;
  method?: string;
}
