import { licenceApi } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { licenceFile } from './licence.service';

/** The licence file for the timing software, and the public key that verifies it. */
export const licenceFeature: Feature = {
  name: 'licence',
  routes: [
    route({
      endpoint: licenceApi.license,
      method: 'GET',
      path: '/api/license/{organizationId}',
      access: 'user',
      handler: async ({ deps, auth, access, params, reply }) => {
        const file = await licenceFile({ deps, auth, access }, params.organizationId);
        reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
        return file.text;
      },
    }),
    route({
      endpoint: licenceApi.license_public_key,
      method: 'GET',
      path: '/api/license/public-key',
      access: 'anonymous',
      handler: async ({ deps }) => deps.secrets.licencePublicKeyPem,
    }),
  ],
};
