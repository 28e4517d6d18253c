/** Role codes of spec §3; `Any` is a route-guard marker (“has at least one role”), never granted. */
export const roleCodes = [
  'OrgAdmin',
  'OrgUser',
  'Trainer',
  'Official',
  'Statistiker',
  'Approver',
  'Any',
  'RecordAdmin',
  'ManualBestlistAdmin',
] as const;
export type RoleCode = (typeof roleCodes)[number];

/** Roles that can be granted or requested (all but the guard marker). */
export const grantableRoleCodes = ['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Statistiker', 'Approver', 'RecordAdmin', 'ManualBestlistAdmin'] as const satisfies readonly RoleCode[];
export type GrantableRoleCode = (typeof grantableRoleCodes)[number];

/** Roles that may download the licence file (IsLicenser). */
export const licenserRoles: readonly RoleCode[] = ['OrgAdmin', 'OrgUser', 'Official'];

/** Roles that may open the licence page (licensers and approvers). */
export const licencePageRoles: readonly RoleCode[] = ['OrgAdmin', 'OrgUser', 'Official', 'Approver'];

export const organizationTypes = ['master', 'Region', 'Area', 'District', 'Club', 'LG', 'StG', 'Company'] as const;
export type OrganizationType = (typeof organizationTypes)[number];

/** Types that are clubs (their OrgAdmin requests are decided by the state association or above). */
export const clubTypes: readonly OrganizationType[] = ['Club', 'LG', 'StG'];

/** Interface languages; ids are fixed (spec: default language id 1 at registration). */
/** The interface languages; `nativeName` is each language's name for itself, the same in every interface language. */
export const languages = [
  { id: 1, code: 'de', nativeName: 'Deutsch' },
  { id: 2, code: 'en', nativeName: 'English' },
  { id: 3, code: 'nl', nativeName: 'Nederlands' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes = ['de', 'en', 'nl'] as const satisfies readonly LanguageCode[];

export function languageCodeOf(id: number | null | undefined): LanguageCode {
  return languages.find((l) => l.id === id)?.code ?? 'de';
}

/** Culture of a request or browser: de, en or nl, anything else German. */
export function normalizeCulture(value: string | null | undefined): LanguageCode {
  const two = (value ?? '').slice(0, 2).toLowerCase();
  return (languageCodes as readonly string[]).includes(two) ? (two as LanguageCode) : 'de';
}

/** External id of the one German federation organisation; its users get the German-specific product (IsGerman). */
export const GERMAN_FEDERATION_EXTERNAL_ID = 'DLV';

/** Roles from the most to the least far-reaching: a user lands in the organisation of their highest role. */
export const roleRank: readonly GrantableRoleCode[] = [
  'OrgAdmin',
  'Approver',
  'Statistiker',
  'RecordAdmin',
  'ManualBestlistAdmin',
  'Official',
  'OrgUser',
  'Trainer',
];

/** The organisation of the highest role among `grants` (ties: the first), or null without any. */
export function preferredOrganizationId(grants: readonly { organizationId: number; roleCode: GrantableRoleCode }[]): number | null {
  let best: { organizationId: number; rank: number } | null = null;
  for (const g of grants) {
    const rank = roleRank.indexOf(g.roleCode);
    if (!best || rank < best.rank) best = { organizationId: g.organizationId, rank };
  }
  return best?.organizationId ?? null;
}
