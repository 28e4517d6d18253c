import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../organizations/organizations.schemas';
import { athleteMarksQuery, athleteMarksSchema, publicAthleteSchema, publicAthleteSearchQuery, publicAthleteSearchSchema } from './athletes.schemas';

/**
 * The public athlete pages (readable without signing in): search by name, the profile with
 * personal and season bests and list positions, and every counted mark. Only what the public
 * lists show: no day of birth, no e-mail, no address.
 */
export const publicAthletesApi = defineEndpoints({
  public_athlete_search: { query: publicAthleteSearchQuery, response: publicAthleteSearchSchema },
  public_athlete: { params: idParams, response: publicAthleteSchema },
  athlete_marks: { params: idParams, query: athleteMarksQuery, response: athleteMarksSchema },
});
