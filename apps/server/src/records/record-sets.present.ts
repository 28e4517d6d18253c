import { classDisplayName, recordSetsApi, recordsApi, type LanguageCode, type Link, type RecordSet } from '@portal/domain';
import type { Linker } from '../api/links';
import type { Grant } from '../access/grants';
import type { RecordSetRecord } from './record-sets.repo';
import { isRecordAdmin } from './records.policy';

/** What presenting needs besides the rows: the caller's grants and federation, the links and the reader's language. */
export interface SetPresentContext {
  grants: readonly Grant[];
  masterId: number;
  links: Linker;
  culture: LanguageCode;
}

/** Exactly the actions the caller may take on the set now: record admins of its federation do all of them. */
function setLinks(id: number, masterId: number, ctx: SetPresentContext): Link[] {
  const links = [ctx.links.to(recordSetsApi.get_by_id, { id })];
  if (masterId !== ctx.masterId || !isRecordAdmin(ctx.grants, ctx.masterId)) return links;
  links.push(
    ctx.links.to(recordSetsApi.update, { id }),
    ctx.links.to(recordSetsApi.delete, { id }),
    ctx.links.to(recordsApi.get_records, { id }),
    ctx.links.to(recordsApi.new, { id }, 'new_record'),
    ctx.links.to(recordsApi.get_candidates, { id }),
  );
  return links;
}

/** The qualifier shown in brackets: the association's name for national and regional sets, else the text. */
export const qualifierText = (record: { set: { validityQualifier: string | null }; qualifierName: string | null }) => record.qualifierName ?? record.set.validityQualifier;

export function presentRecordSet(record: RecordSetRecord, ctx: SetPresentContext): RecordSet {
  const s = record.set;
  return {
    id: s.id,
    name: s.name,
    code: s.code,
    nationalClassShort: s.classCode,
    className: classDisplayName(s.classCode, ctx.culture),
    startAge: s.startAge,
    endAge: s.endAge,
    gender: s.gender,
    recordType: s.recordType,
    recordValidity: s.recordValidity,
    validityQualifier: qualifierText(record),
    validityOrganizationId: s.validityOrganizationId,
    isMultiRecord: s.isMultiRecord,
    eventEnvironment: s.eventEnvironment,
    recordCount: record.recordCount,
    links: setLinks(s.id, s.masterId, ctx),
  };
}
