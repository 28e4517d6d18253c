import { Category, federationCategories, type CompetitionCategoryValue } from '@portal/domain';

/** Where an approving organisation stands in the tree. */
export type DecidingLevel = 'region' | 'area' | 'district' | 'federation';

export interface DecidingOrganization {
  level: DecidingLevel;
  name: string;
}

export interface DecidingInput {
  category: number;
  regionName: string;
  areaName: string | null;
  districtName: string | null;
  /** The user's federation (master organisation). */
  federationName: string;
}

/**
 * Who will decide on a request (PRODUCT §4), by name, as the request page announces it: the state
 * association always; the area or district association for their championships; the federation
 * for national championships and national or international events. Mirrors the server's
 * `approvingOrganizations`, which works on ids.
 */
export function decidingOrganizations(input: DecidingInput): DecidingOrganization[] {
  const list: DecidingOrganization[] = [{ level: 'region', name: input.regionName }];
  if (input.category === Category.area && input.areaName) list.push({ level: 'area', name: input.areaName });
  if (input.category === Category.district && input.districtName) list.push({ level: 'district', name: input.districtName });
  if (federationCategories.includes(input.category as CompetitionCategoryValue)) list.push({ level: 'federation', name: input.federationName });
  return list;
}
