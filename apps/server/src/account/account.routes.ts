import { accountApi } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { limitMailCalls } from '../mail/mail-limits';
import * as account from './account.service';

/** Sign-in, registration, confirmation, token refresh, logout and password reset. */
export const accountFeature: Feature = {
  jobs: [account.accountMailJob],
  name: 'account',
  routes: routeTable(accountApi, '/api/account', 'anonymous', {
    login: ['POST', '/login', ({ deps, body, request }) => account.login(deps, { ...body, ip: request.ip })],
    register: ['POST', '/register', async ({ deps, body, request }) => {
      await limitMailCalls(deps, request);
      await account.register(deps, body);
      return {};
    }, { status: 201 }],
    confirm_email: ['PUT', '/confirm', async ({ deps, body }) => {
      await account.confirmEmail(deps, body);
      return {};
    }],
    resend_confirmation: ['POST', '/confirm/resend', async ({ deps, body, request }) => {
      await limitMailCalls(deps, request);
      await account.resendConfirmation(deps, body);
      return {};
    }],
    refresh_token: ['POST', '/refresh', ({ deps, body }) => account.refresh(deps, body)],
    logout: ['POST', '/logout', async ({ deps, body }) => {
      await account.logout(deps, body.refreshToken);
      return {};
    }],
    forgot_password: ['PUT', '/password/forgot', async ({ deps, body, request }) => {
      await limitMailCalls(deps, request);
      await account.forgotPassword(deps, body);
      return {};
    }],
    reset_password: ['PUT', '/password/reset', async ({ deps, body }) => {
      await account.resetPassword(deps, body);
      return {};
    }],
  }),
};
