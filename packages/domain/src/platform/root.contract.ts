import { z } from 'zod';
import { linkSchema } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';

/** A catalogue of links: the root, or an area's catalogue. */
export const catalogueSchema = z.object({
  links: z.array(linkSchema),
  /**
   * Set when the request named a current organisation (X-Current-Org) where the user holds no role
   * any more: the id of the organisation the client should switch to instead (null: none left).
   */
  organizationFallback: z.object({ requested: z.number().int(), organizationId: z.number().int().nullable() }).optional(),
});
export type LinkCatalogue = z.infer<typeof catalogueSchema>;

/** The root catalogue and the machine-readable API description. */
export const rootApi = defineEndpoints({
  root: { response: catalogueSchema },
  openapi: { response: z.record(z.string(), z.unknown()) },
});
