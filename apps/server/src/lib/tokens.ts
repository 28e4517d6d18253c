import crypto from 'node:crypto';

/** A random, URL-safe secret (refresh tokens, confirm and reset codes). */
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

/** Only this hash is stored, so a database leak does not hand out live tokens. */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');
