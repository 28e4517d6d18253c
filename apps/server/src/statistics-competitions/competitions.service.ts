import type { z } from 'zod';
import {
  COMPETITION_OPTIONS_LIMIT,
  PORTAL_IMPORT_SOURCE,
  performanceCompetitionsApi as api,
  type OrganizationOption,
  type PerformanceCompetitionValues,
  performanceCompetitionListQuery,
} from '@portal/domain';
import type { DbOrTx } from '../db/client';
import type { RequestAccess } from '../access/request-access';
import type { Auth, Deps } from '../deps';
import { fieldError, forbidden, notFound } from '../lib/problems';
import { findOrganizationInMaster, organizationsByType, type OrganizationRow } from '../core/organizations/organizations.repo';
import { competitionOptions, findCompetition, insertCompetition, listConditions, pageOfCompetitions, updateCompetition, type CompetitionRecord } from './competitions.repo';
import { mayUpdate } from './competitions.policy';
import { statisticianOrganization } from '../statistics/statistician.policy';
import { presentCompetition, presentOption, type PresentContext } from './competitions.present';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof performanceCompetitionListQuery>;

async function presentContext(deps: Deps, auth: Auth, access: RequestAccess): Promise<PresentContext> {
  return { grants: await access.grants(), masterId: auth.masterId, links: deps.links };
}

const organizationOption = (o: OrganizationRow): OrganizationOption => ({ value: o.id, text: o.name, type: o.type, stateCode: o.stateCode, externalId: o.externalId });

/** One page of the federation's competitions, newest first; the list links to `new`. */
export async function listCompetitions({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, query: ListQuery) {
  const where = listConditions(auth.masterId, query);
  const { rows, total } = await pageOfCompetitions(deps.db, where, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  const ctx = await presentContext(deps, auth, access);
  return {
    entities: rows.map((r) => presentCompetition(r, ctx)),
    links: [deps.links.to(api.new)],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

async function loadCompetition(db: DbOrTx, auth: Auth, id: number): Promise<CompetitionRecord> {
  const record = await findCompetition(db, id, auth.masterId);
  if (!record) throw notFound();
  return record;
}

export async function getCompetition({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, id: number) {
  return presentCompetition(await loadCompetition(deps.db, auth, id), await presentContext(deps, auth, access));
}

/** The association ids checked against the tree: a state association of the federation, an area and a district below it. */
async function checkAssociations(db: DbOrTx, auth: Auth, values: PerformanceCompetitionValues) {
  const region = values.stateCode === null ? null : await findOrganizationInMaster(db, values.stateCode, auth.masterId);
  if (values.stateCode !== null && region?.type !== 'Region') throw fieldError('StateCode', 'errorRegionInvalid');
  if (values.area !== null) {
    const area = await findOrganizationInMaster(db, values.area, auth.masterId);
    if (!region || area?.type !== 'Area' || !area.path.includes(region.id)) throw fieldError('Area', 'errorAreaInvalid');
  }
  if (values.district !== null) {
    const district = await findOrganizationInMaster(db, values.district, auth.masterId);
    const below = region && district?.path.includes(region.id) && (values.area === null || district.path.includes(values.area));
    if (district?.type !== 'District' || !below) throw fieldError('District', 'errorDistrictInvalid');
  }
}

const columnsOf = (values: PerformanceCompetitionValues) => ({
  name: values.name,
  germanCompetitionId: values.germanCompetitionId,
  dateFrom: values.dateFrom,
  dateTo: values.dateTo,
  location: values.location,
  town: values.town,
  nation: values.nation,
  environment: values.environment,
  regionId: values.stateCode,
  areaId: values.area,
  districtId: values.district,
});

/** Creates a portal competition owned by the caller's statistician organisation (the current one if it is one). */
export async function createCompetition({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, values: PerformanceCompetitionValues) {
  const grants = await access.grants();
  const owner = statisticianOrganization(grants, auth.masterId, await access.currentOrganizationId());
  if (owner === null) throw forbidden();
  await checkAssociations(deps.db, auth, values);
  const id = await insertCompetition(deps.db, {
    ...columnsOf(values),
    masterId: auth.masterId,
    importSource: PORTAL_IMPORT_SOURCE,
    ownerId: owner,
    creatorUserId: auth.userId,
    lastEditorUserId: auth.userId,
  });
  return getCompetition({ deps, auth, access }, id);
}

/** Changes a portal competition of the caller's federation; an imported one is refused (403). */
export async function changeCompetition({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, id: number, values: PerformanceCompetitionValues) {
  const grants = await access.grants();
  const current = await loadCompetition(deps.db, auth, id);
  if (!mayUpdate(grants, auth.masterId, current.competition)) throw forbidden();
  await checkAssociations(deps.db, auth, values);
  const changed = { ...columnsOf(values), lastEditorUserId: auth.userId, changedAt: deps.clock.now() };
  // The import source is part of the condition: an entry taken over by an import meanwhile stays untouched.
  if (!(await updateCompetition(deps.db, id, auth.masterId, PORTAL_IMPORT_SOURCE, changed))) throw forbidden();
  return getCompetition({ deps, auth, access }, id);
}

/** The state associations of the caller's federation. */
export async function regions({ deps, auth }: ServiceContext<'deps' | 'auth'>) {
  return (await organizationsByType(deps.db, auth.masterId, 'Region')).map(organizationOption);
}

/** Area and district associations below `parentId` (a state association or an area of the caller's federation). */
export async function areasAndDistricts({ deps, auth }: ServiceContext<'deps' | 'auth'>, parentId: number) {
  const parent = await findOrganizationInMaster(deps.db, parentId, auth.masterId);
  if (!parent) throw notFound();
  const [areas, districts] = await Promise.all([
    organizationsByType(deps.db, auth.masterId, 'Area', parentId),
    organizationsByType(deps.db, auth.masterId, 'District', parentId),
  ]);
  return [...areas, ...districts].map(organizationOption);
}

/** The performance form's selector: the federation's competitions, newest first, optionally searched by name, location or town. */
export async function competitionSelectorOptions({ deps, auth }: ServiceContext<'deps' | 'auth'>, search: string | undefined) {
  return (await competitionOptions(deps.db, listConditions(auth.masterId, { freetextSearch: search }), COMPETITION_OPTIONS_LIMIT)).map(presentOption);
}
