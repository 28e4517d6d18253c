import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointQuery, Link, performanceCompetitionsApi, ResultImport, resultImportsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { downloadLink } from '../../../lib/download';
import { areaQueries, namesEntry } from '../../../lib/area-queries';

type Api = typeof resultImportsApi;
type Comps = typeof performanceCompetitionsApi;

/** The area catalogue of the results import; the root offers it to statisticians only. */
export const AREA = 'import_links';
/** The competition selector of the new-import form reads the competitions' catalogue. */
export const COMPETITIONS_AREA = 'competition_links';

/** Prefix of every query of the area; each change invalidates through it. */
export const importsKey = ['results-import'] as const;

const queries = areaQueries<Api>(AREA, importsKey);

/** How often the import page asks for the progress while a commit runs. */
export const COMMIT_POLL_MS = 500;

/** One page of the federation's imports, newest first. */
export const importListQueryOptions = (query: EndpointQuery<Api['get_imports']>) => queries.page('get_imports', query);

/** One import with its counts and links; asked again every half second while its commit runs. */
export const importQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...importsKey, 'item', id],
    queryFn: () => api.findIn<Api['get_import']>(AREA, 'get_import', { params: { id } }),
    enabled: namesEntry(id),
    refetchInterval: (query) => (query.state.data?.state === 'committing' ? COMMIT_POLL_MS : false),
  });

export type RowFilter = NonNullable<EndpointQuery<Api['get_import_rows']>['filter']>;

/** One page of an import's rows, all or those of one status (or waiting for a choice). */
export const importRowsQueryOptions = (id: number, query: EndpointQuery<Api['get_import_rows']>) =>
  queryOptions({
    queryKey: [...importsKey, 'rows', id, query],
    queryFn: () => api.requestIn<Api['get_import_rows']>(AREA, 'get_import_rows', { params: { id }, query }),
    enabled: namesEntry(id),
    placeholderData: keepPreviousData,
  });

/** The rels of the area catalogue (whether the caller may start an import or fetch the template). */
export const importCatalogueQueryOptions = queries.rels;

/** The competitions of the form's selector: the newest, or those whose name or town contains `search`. */
export const competitionOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...importsKey, 'competitions', search.trim()],
    queryFn: () =>
      api.requestIn<Comps['get_competition_options']>(COMPETITIONS_AREA, 'get_competition_options', {
        query: search.trim() ? { search: search.trim() } : {},
        keepError: true,
      }),
    staleTime: 30_000,
  });

/** Every change of an import puts the answer in place at once and reloads the area's queries. */
function useImportMutation<V>(fn: (vars: V) => Promise<ResultImport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (changed) => {
      queryClient.setQueryData([...importsKey, 'item', changed.id], changed);
      return queryClient.invalidateQueries({ queryKey: importsKey, predicate: (q) => q.queryKey[1] !== 'item' || q.queryKey[2] !== changed.id });
    },
  });
}

/** Uploads a result file (`new_import`, multipart): the competition's fields first, the file last. */
export const useCreateImport = () => useImportMutation((form: FormData) => api.requestIn<Api['new_import']>(AREA, 'new_import', { body: form as never }));

/** Follows a row's `resolve_row` link: one of its candidates, or null for a new athlete. */
export const useResolveRow = () =>
  useImportMutation(({ link, athleteId }: { link: Link; athleteId: number | null }) => api.followAs<Api['resolve_row']>(link, { body: { athleteId } }));

/** Follows the import's `commit_import`, `discard_import` or `undo_import` link. */
export const useImportAction = () => useImportMutation((link: Link) => api.followAs<Api['commit_import']>(link));

/** Downloads the import template (`import_template`) under the name the server gives. */
export async function downloadTemplate(fallbackName: string): Promise<void> {
  const link = (await api.areaLinks(AREA)).find((l) => l.rel === 'import_template');
  if (!link) return;
  await downloadLink(link, fallbackName);
}
