import type { Link } from '@portal/domain';

/**
 * The link `rel` of a resource or list row, if the server sent it. The links say what this user
 * may do with the item now: an action is enabled if and only if its link is present.
 */
export const linkOf = (item: { links?: Link[] } | null | undefined, rel: string): Link | undefined =>
  item?.links?.find((l) => l.rel === rel);
