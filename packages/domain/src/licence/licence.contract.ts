import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { organizationIdParams } from '../organizations/organizations.schemas';

/** File name of the licence file the timing software reads (spec §9). */
export const LICENCE_FILE_NAME = 'PROGRAM.VRS';

/** The licence file for the timing software and the key that verifies it. */
export const licenceApi = defineEndpoints({
  license: { params: organizationIdParams, response: z.string(), produces: 'text/plain' },
  license_public_key: { response: z.string(), produces: 'application/x-pem-file' },
});
