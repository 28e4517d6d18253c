/** Rels on list rows and items: the actions the user may take on that row now. */
export const rowRels = ['approve', 'reject', 'remove', 'update'] as const;
export type RowRel = (typeof rowRels)[number];
