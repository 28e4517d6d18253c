/** A query that is fetching its first answer (a query without an id to fetch is idle, not loading). */
export const isLoading = (query: { isPending: boolean; fetchStatus: string }): boolean => query.isPending && query.fetchStatus !== 'idle';
