import { Category, federationCategories, type CompetitionCategoryValue } from './constants';

/** Where the event lies in the tree, and its category. */
export interface ApprovalScope {
  category: number;
  masterId: number;
  regionId: number;
  areaId: number | null;
  districtId: number | null;
}

/**
 * The organisations that must approve (PRODUCT §4): the state association always; the area or
 * district association for their championships; the federation for national championships and
 * national or international events. In that order, without repeats.
 */
export function approvingOrganizations(scope: ApprovalScope): number[] {
  const ids = [scope.regionId];
  if (scope.category === Category.area && scope.areaId) ids.push(scope.areaId);
  if (scope.category === Category.district && scope.districtId) ids.push(scope.districtId);
  if (federationCategories.includes(scope.category as CompetitionCategoryValue)) ids.push(scope.masterId);
  return [...new Set(ids)];
}
