import { licenceApi } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { licenceFile } from './licence.service';

/** The licence file for the timing software, and the public key that verifies it. */
export const licenceFeature: Feature = {
  name: 'licence',
  routes: [
    ...routeTable(licenceApi, '/api/license/{organizationId}', 'user', {
      license: ['GET', '', async ({ deps, auth, access, params, reply }) => {
        const file = await licenceFile({ deps, auth, access }, params.organizationId);
        reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
        return file.text;
      }],
    }),
    ...routeTable(licenceApi, '/api/license/public-key', 'anonymous', {
      license_public_key: ['GET', '', async ({ deps }) => deps.secrets.licencePublicKeyPem],
    }),
  ],
};
