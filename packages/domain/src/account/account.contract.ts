import { emptySchema } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  refreshTokenSchema,
  registerSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  tokensSchema,
} from './auth.schemas';
import { loginResultSchema } from '../users/users.schemas';

/** Sign-in, registration, confirmation, tokens and password reset. */
export const accountApi = defineEndpoints({
  login: { body: loginSchema, response: loginResultSchema },
  register: { body: registerSchema, response: emptySchema },
  confirm_email: { body: confirmEmailSchema, response: emptySchema },
  resend_confirmation: { body: resendConfirmationSchema, response: emptySchema },
  refresh_token: { body: refreshTokenSchema, response: tokensSchema },
  logout: { body: logoutSchema, response: emptySchema },
  forgot_password: { body: forgotPasswordSchema, response: emptySchema },
  reset_password: { body: resetPasswordSchema, response: emptySchema },
});
