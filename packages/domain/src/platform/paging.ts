import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 400;
export const MIN_SEARCH_LENGTH = 3;

/** Paging query shared by every list call. */
export const pagingQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export interface PaginationMetadata {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  pageSize: number;
}

export interface Paged<T> {
  entities: T[];
  links: import('../rels').Link[];
  paginationMetadata: PaginationMetadata;
}
