/**
 * The account area in the permission matrix: signing in, registering and recovering an account are
 * open to anyone; what a signed-in user does with their own account is theirs alone and has no
 * rows of its own (the users and user-roles areas check the calls on other people's accounts).
 */
import type { AreaMatrix } from '../test/matrix';

export const matrix: AreaMatrix = {
  rows: () => [],
  anonymousRels: ['login', 'register', 'confirm_email', 'resend_confirmation', 'refresh_token', 'logout', 'forgot_password', 'reset_password'],
};
