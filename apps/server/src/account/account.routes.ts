import { accountApi } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { limitMailCalls } from '../mail/mail-limits';
import * as account from './account.service';

/** Sign-in, registration, confirmation, token refresh, logout and password reset. */
export const accountFeature: Feature = {
  jobs: [account.accountMailJob],
  name: 'account',
  routes: [
    route({
      endpoint: accountApi.login,
      method: 'POST',
      path: '/api/account/login',
      access: 'anonymous',
      handler: ({ deps, body, request }) => account.login(deps, { ...body, ip: request.ip }),
    }),
    route({
      endpoint: accountApi.register,
      method: 'POST',
      path: '/api/account/register',
      access: 'anonymous',
      status: 201,
      handler: async ({ deps, body, request }) => {
        await limitMailCalls(deps, request);
        await account.register(deps, body);
        return {};
      },
    }),
    route({
      endpoint: accountApi.confirm_email,
      method: 'PUT',
      path: '/api/account/confirm',
      access: 'anonymous',
      handler: async ({ deps, body }) => {
        await account.confirmEmail(deps, body);
        return {};
      },
    }),
    route({
      endpoint: accountApi.resend_confirmation,
      method: 'POST',
      path: '/api/account/confirm/resend',
      access: 'anonymous',
      handler: async ({ deps, body, request }) => {
        await limitMailCalls(deps, request);
        await account.resendConfirmation(deps, body);
        return {};
      },
    }),
    route({
      endpoint: accountApi.refresh_token,
      method: 'POST',
      path: '/api/account/refresh',
      access: 'anonymous',
      handler: ({ deps, body }) => account.refresh(deps, body),
    }),
    route({
      endpoint: accountApi.logout,
      method: 'POST',
      path: '/api/account/logout',
      access: 'anonymous',
      handler: async ({ deps, body }) => {
        await account.logout(deps, body.refreshToken);
        return {};
      },
    }),
    route({
      endpoint: accountApi.forgot_password,
      method: 'PUT',
      path: '/api/account/password/forgot',
      access: 'anonymous',
      handler: async ({ deps, body, request }) => {
        await limitMailCalls(deps, request);
        await account.forgotPassword(deps, body);
        return {};
      },
    }),
    route({
      endpoint: accountApi.reset_password,
      method: 'PUT',
      path: '/api/account/password/reset',
      access: 'anonymous',
      handler: async ({ deps, body }) => {
        await account.resetPassword(deps, body);
        return {};
      },
    }),
  ],
};
