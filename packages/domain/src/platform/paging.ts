import { z } from 'zod';
import { MAX_ID, linkSchema } from '../api/common.schemas';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 400;
export const MIN_SEARCH_LENGTH = 3;

/** Paging query shared by every list call (page numbers are bounded so that the offset stays an integer). */
export const pagingQuery = z.object({
  pageNumber: z.coerce.number<number | string>().int().min(1).max(MAX_ID).default(1),
  pageSize: z.coerce.number<number | string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Where a page stands in the whole list. */
export const paginationMetadataSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
});
export type PaginationMetadata = z.infer<typeof paginationMetadataSchema>;

/** A page of a list: its rows, the list's links and where the page stands. */
export const pagedSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ entities: z.array(row), links: z.array(linkSchema), paginationMetadata: paginationMetadataSchema });

/** A page of rows of type `T`. */
export interface Paged<T> {
  entities: T[];
  links: z.infer<typeof linkSchema>[];
  paginationMetadata: PaginationMetadata;
}
