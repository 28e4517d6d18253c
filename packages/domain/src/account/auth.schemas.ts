import { z } from 'zod';
import { idInput, oneLineText } from '../api/common.schemas';

// Messages are catalogue keys; the server translates them into the request's culture, the web app
// into the interface language.
const email = z
  .string({ error: 'errorEmailRequired' })
  .trim()
  .min(1, 'errorEmailRequired')
  .max(254, 'errorInvalidEmail')
  .pipe(z.email({ error: 'errorInvalidEmail' }));

const requiredText = (key: string, max = 100) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'errorTooLong');

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'errorPasswordRequired' }).min(1, 'errorPasswordRequired'),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    firstName: oneLineText(requiredText('errorFirstNameRequired')),
    lastName: oneLineText(requiredText('errorLastNameRequired')),
    email,
    newsletter: z.boolean().default(false),
    password: z.string({ error: 'errorPasswordRequired' }).min(1, 'errorPasswordRequired').max(200, 'errorTooLong'),
    confirmPassword: z.string({ error: 'errorConfirmPasswordRequired' }).min(1, 'errorConfirmPasswordRequired'),
    languageId: idInput('errorLanguageRequired'),
    organizationId: idInput('errorOrganizationRequired'),
    confirmUrl: z.string().max(500).default(''),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'errorPasswordsDoNotMatch' });
export type RegisterPayload = z.input<typeof registerSchema>;

export const confirmEmailSchema = z.object({
  userId: idInput(),
  code: z.string().min(1).max(200),
});

export const resendConfirmationSchema = z.object({ email, confirmUrl: z.string().max(500).default('') });

export const forgotPasswordSchema = z.object({ email, confirmUrl: z.string().max(500).default('') });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: z.string({ error: 'errorPasswordRequired' }).min(1, 'errorPasswordRequired').max(200, 'errorTooLong'),
    confirmPassword: z.string({ error: 'errorConfirmPasswordRequired' }).min(1, 'errorConfirmPasswordRequired'),
    code: z.string().min(1).max(200),
    userId: idInput(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'errorPasswordsDoNotMatch' });
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

export const refreshTokenSchema = z.object({
  /** The access token of the same session (it may have expired); a refresh token alone is not enough. */
  accessToken: z.string().min(1).max(4000),
  refreshToken: z.string().min(1).max(500),
});

export const logoutSchema = z.object({ refreshToken: z.string().min(1).max(500) });

/** A fresh pair of tokens. */
export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const MIN_PASSWORD_LENGTH = 10;
