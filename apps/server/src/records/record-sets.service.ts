import type { z } from 'zod';
import { Environment, qualifierAssociationTypes, recordSetsApi as api, recordSetListQuery, type LanguageCode, type OrganizationOption, type RecordSetValues } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import type { RequestAccess } from '../access/request-access';
import type { Auth, Deps } from '../deps';
import { fieldError, notFound } from '../lib/problems';
import { findOrganizationInMaster, organizationsByType } from '../core/organizations/organizations.repo';
import {
  classExists,
  clearWindOfSet,
  deleteRecordSet,
  findRecordSet,
  insertRecordSet,
  isAssociationOf,
  pageOfRecordSets,
  updateRecordSet,
  type RecordSetRecord,
} from './record-sets.repo';
import { presentRecordSet, type SetPresentContext } from './record-sets.present';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof recordSetListQuery>;

async function presentContext(deps: Deps, auth: Auth, access: RequestAccess, culture: LanguageCode): Promise<SetPresentContext> {
  return { grants: await access.grants(), masterId: auth.masterId, links: deps.links, culture };
}

/** One page of the federation's record sets by name; the list links to `new`. */
export async function listRecordSets({ deps, auth, access, culture }: ServiceContext, query: ListQuery) {
  const { rows, total } = await pageOfRecordSets(deps.db, auth.masterId, query.freetextSearch, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  const ctx = await presentContext(deps, auth, access, culture);
  return {
    entities: rows.map((r) => presentRecordSet(r, ctx)),
    links: [deps.links.to(api.new)],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

/** The set of the caller's federation; another federation's is answered 404. */
export async function loadRecordSet(db: DbOrTx, auth: Auth, id: number): Promise<RecordSetRecord> {
  const record = await findRecordSet(db, id, auth.masterId);
  if (!record) throw notFound();
  return record;
}

export async function getRecordSet({ deps, auth, access, culture }: ServiceContext, id: number) {
  return presentRecordSet(await loadRecordSet(deps.db, auth, id), await presentContext(deps, auth, access, culture));
}

/** The class must be one of the federation's, the association the caller's federation or one of its state associations (see `qualifierAssociationTypes`). */
async function checkReferences(db: DbOrTx, auth: Auth, values: RecordSetValues) {
  if (!(await classExists(db, values.nationalClassShort))) throw fieldError('NationalClassShort', 'errorClassRequired');
  const types = qualifierAssociationTypes(values.recordValidity);
  if (values.validityOrganizationId !== null && !(await isAssociationOf(db, values.validityOrganizationId, auth.masterId, types))) {
    throw fieldError('ValidityQualifier', 'errorValidityQualifierInvalid');
  }
}

const columnsOf = (values: RecordSetValues) => ({
  name: values.name,
  code: values.code,
  classCode: values.nationalClassShort,
  startAge: values.startAge,
  endAge: values.endAge,
  gender: values.gender,
  recordType: values.recordType,
  recordValidity: values.recordValidity,
  validityQualifier: values.validityQualifier,
  validityOrganizationId: values.validityOrganizationId,
  isMultiRecord: values.isMultiRecord,
  eventEnvironment: values.eventEnvironment,
});

export async function createRecordSet({ deps, auth, access, culture }: ServiceContext, values: RecordSetValues) {
  await checkReferences(deps.db, auth, values);
  const id = await insertRecordSet(deps.db, { ...columnsOf(values), masterId: auth.masterId });
  return getRecordSet({ deps, auth, access, culture }, id);
}

/** Changes a set of the caller's federation; a set that becomes indoor loses the wind of its records (spec §5). */
export async function changeRecordSet({ deps, auth, access, culture }: ServiceContext, id: number, values: RecordSetValues) {
  await loadRecordSet(deps.db, auth, id);
  await checkReferences(deps.db, auth, values);
  await deps.db.transaction(async (tx) => {
    if (!(await updateRecordSet(tx, id, auth.masterId, { ...columnsOf(values), changedAt: deps.clock.now() }))) throw notFound();
    if (values.eventEnvironment === Environment.indoor) await clearWindOfSet(tx, id);
  });
  return getRecordSet({ deps, auth, access, culture }, id);
}

/** Deletes a set of the caller's federation with its records. */
export async function removeRecordSet({ deps, auth }: ServiceContext<'deps' | 'auth'>, id: number) {
  if (!(await deleteRecordSet(deps.db, id, auth.masterId))) throw notFound();
  return {};
}

/** The associations a national or regional set may name: the caller's federation, then its state associations by name. */
export async function regions({ deps, auth }: ServiceContext<'deps' | 'auth'>): Promise<OrganizationOption[]> {
  const federation = await findOrganizationInMaster(deps.db, auth.masterId, auth.masterId);
  const rows = [...(federation ? [federation] : []), ...(await organizationsByType(deps.db, auth.masterId, 'Region'))];
  return rows.map((o) => ({ value: o.id, text: o.name, type: o.type, stateCode: o.stateCode, externalId: o.externalId }));
}
