import { defineEndpoints } from '../api/endpoint';
import { checkingListSchema, checkingSchema, checkingUpdateSchema, newCheckingSchema, perfIdParams } from './checkings.schemas';

/** The area catalogue (rel of the root's link) that lists the endpoints of `performanceCheckingsApi`. */
export const performanceCheckingsCatalogue = 'performance_links';

/** Checkings of a performance per best list (spec §2.2, §4, §7 "Checking"), in the catalogue `performance_links`. */
export const performanceCheckingsApi = defineEndpoints({
  get_checkings: { params: perfIdParams, response: checkingListSchema },
  /** Toggles one checking; 409 when its status is no longer the one sent. */
  update_checking: { body: checkingUpdateSchema, response: checkingSchema },
  /** Not-decided checkings for the chosen lists; answers the performance's checkings. */
  new_checking: { body: newCheckingSchema, response: checkingListSchema },
});
