import {
  eventDisplayName,
  eventByCode,
  formatMark,
  resultImportsApi as api,
  translate,
  translateValidation,
  type ImportAthlete,
  type ImportRow,
  type ImportState,
  type LanguageCode,
  type Link,
  type ResultImport,
} from '@portal/domain';
import type { Linker } from '../api/links';
import type { KnownAthlete } from './athlete-matching';
import type { StoredRowData } from './import-preview';
import type { ImportListRecord, ImportRowRecord } from './imports.repo';

export interface PresentContext {
  culture: LanguageCode;
  links: Linker;
  /** How far a running commit is. */
  progress: (importId: number) => number | undefined;
}

/** Exactly what can be done with the import now. */
function importLinks(record: ImportListRecord['import'], ctx: PresentContext, undoable: boolean): Link[] {
  const id = record.id;
  const links = [ctx.links.to(api.get_import, { id }), ctx.links.to(api.get_import_rows, { id })];
  if (record.state === 'preview' || record.state === 'failed') links.push(ctx.links.to(api.commit_import, { id }), ctx.links.to(api.discard_import, { id }));
  if (record.state === 'done' && undoable) links.push(ctx.links.to(api.undo_import, { id }));
  return links;
}

export function presentImport(record: ImportListRecord, ctx: PresentContext, undoable = true, waitingForChoice = 0): ResultImport {
  const r = record.import;
  const planned = (r.newCompetition ?? {}) as { name?: string; dateFrom?: string; dateTo?: string };
  const state = r.state as ImportState;
  return {
    id: r.id,
    fileName: r.fileName,
    source: r.source as ResultImport['source'],
    state,
    stateLocalized: translate(ctx.culture, `resultsImport.state.${state}`),
    competitionId: r.competitionId,
    competitionName: record.competitionName ?? planned.name ?? '',
    competitionDateFrom: record.competitionDateFrom ?? planned.dateFrom ?? '',
    competitionDateTo: record.competitionDateTo ?? planned.dateTo ?? '',
    newCompetition: r.newCompetition !== null,
    counts: { ok: r.countOk, warnings: r.countWarnings, errors: r.countErrors },
    changes: { created: r.countCreated, updated: r.countUpdated, unchanged: r.countUnchanged, removed: r.countRemoved },
    progress: state === 'done' ? 100 : state === 'committing' ? (ctx.progress(r.id) ?? 0) : 0,
    waitingForChoice,
    userName: record.userName,
    createdAt: r.createdAt.toISOString(),
    committedAt: r.committedAt?.toISOString() ?? null,
    links: importLinks(r, ctx, undoable),
  };
}

export function presentAthlete(a: KnownAthlete): ImportAthlete {
  return {
    id: a.id,
    lastName: a.lastName,
    firstName: a.firstName,
    yearOfBirth: a.yearOfBirth,
    gender: a.gender,
    club: a.club,
    athleteCode: a.nationalAthleteCode,
  };
}

const genderNumber = (sex: 'M' | 'W' | null) => (sex === null ? null : sex === 'W' ? 1 : 0);

/** A row of the preview with its messages in the caller's language and the athletes it is or may be matched to. */
export function presentRow(row: ImportRowRecord, importId: number, state: string, athletesById: Map<number, KnownAthlete>, ctx: PresentContext): ImportRow {
  const d = row.data as unknown as StoredRowData;
  const event = d.event ? eventByCode(d.event) : undefined;
  const waiting = row.candidates.length > 0 && !d.resolved;
  const links: Link[] = [];
  if (state === 'preview' && row.candidates.length > 0 && row.line !== null) links.push(ctx.links.to(api.resolve_row, { id: importId, line: row.line }));
  const matched = row.athleteId === null ? undefined : athletesById.get(row.athleteId);
  return {
    line: row.line,
    status: row.status as ImportRow['status'],
    action: row.action as ImportRow['action'],
    messages: d.messages.map((m) => translateValidation(ctx.culture, m.key, m.params)),
    athlete: { ...d.athlete, gender: genderNumber(d.athlete.gender) },
    event: d.event,
    eventName: d.event ? eventDisplayName(d.event, ctx.culture, { german: event?.name ?? d.event }) : null,
    class: d.class,
    mark: d.mark ? (d.mark.text ?? (event ? formatMark(d.mark.value, event.measurement, { handTimed: d.mark.handTimed }) : String(d.mark.value))) : null,
    wind: d.wind,
    place: d.place,
    date: d.date,
    round: d.round,
    matchedAthlete: matched && !waiting ? presentAthlete(matched) : null,
    candidates: row.candidates.map((id) => athletesById.get(id)).filter((a): a is KnownAthlete => a !== undefined).map(presentAthlete),
    resolved: d.resolved === true,
    links,
  };
}
