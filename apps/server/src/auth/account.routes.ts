import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
} from '@portal/domain';
import { defineRoute } from '../api/define-route';
import { parseOr422 } from '../lib/problems';
import * as account from './account.service';

/** Sign-in, registration, confirmation, token refresh, logout and password reset. */
export function accountRoutes(app: FastifyInstance): void {
  const deps = app.deps;

  defineRoute(app, 'login', async (request) => {
    const input = parseOr422(loginSchema, request.body);
    return account.login(deps, { ...input, ip: request.ip });
  });

  defineRoute(app, 'register', async (request, reply) => {
    const input = parseOr422(registerSchema, request.body);
    await account.register(deps, input);
    return reply.status(201).send({});
  });

  defineRoute(app, 'confirm_email', async (request) => {
    await account.confirmEmail(deps, parseOr422(confirmEmailSchema, request.body));
    return {};
  });

  defineRoute(app, 'resend_confirmation', async (request) => {
    await account.resendConfirmation(deps, parseOr422(resendConfirmationSchema, request.body));
    return {};
  });

  defineRoute(app, 'refresh_token', async (request) => {
    const { refreshToken } = parseOr422(refreshTokenSchema, request.body);
    return account.refresh(deps, refreshToken);
  });

  defineRoute(app, 'logout', async (request) => {
    const { refreshToken } = parseOr422(z.object({ refreshToken: z.string().min(1).max(500) }), request.body);
    await account.logout(deps, refreshToken);
    return {};
  });

  defineRoute(app, 'forgot_password', async (request) => {
    await account.forgotPassword(deps, parseOr422(forgotPasswordSchema, request.body));
    return {};
  });

  defineRoute(app, 'reset_password', async (request) => {
    await account.resetPassword(deps, parseOr422(resetPasswordSchema, request.body));
    return {};
  });
}
