import { hash, verify } from '@node-rs/argon2';
import dumbPasswords from 'dumb-passwords';
import { MIN_PASSWORD_LENGTH } from '@portal/domain';
import { fieldError } from '../lib/problems';

// OWASP's Argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Argon2id hash of a password. */
export const hashPassword = (password: string) => hash(password, options);

/** A hash to compare against when the account does not exist, so that timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no-such-account-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Enforces the password rules; a violation is a 422 under `Password`. */
export function assertPasswordAcceptable(password: string, email: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw fieldError('Password', 'errorPasswordTooShort', { min: MIN_PASSWORD_LENGTH });
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) throw fieldError('Password', 'errorPasswordEqualsEmail');
  if ((dumbPasswords as { check(p: string): boolean }).check(password)) throw fieldError('Password', 'errorPasswordTooCommon');
}
