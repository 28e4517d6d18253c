import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  jwtSecret: Uint8Array;
  licencePrivateKey: crypto.KeyObject;
  /** PEM of the public key that timing software uses to verify licence files. */
  licencePublicKeyPem: string;
}

interface Stored {
  jwtSecret?: string;
  licenceSigningKey?: string;
}

/**
 * Secrets from configuration; missing ones are generated once and kept in the data folder so that
 * tokens and licences stay valid across restarts.
 */
export function loadSecrets(options: { dataDir?: string; jwtSecret?: string; licenceSigningKey?: string }): Secrets {
  const file = options.dataDir ? path.join(options.dataDir, 'secrets.json') : undefined;
  let stored: Stored = {};
  if (file && fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
  let changed = false;
  if (!options.jwtSecret && !stored.jwtSecret) {
    stored.jwtSecret = crypto.randomBytes(48).toString('base64url');
    changed = true;
  }
  if (!options.licenceSigningKey && !stored.licenceSigningKey) {
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    stored.licenceSigningKey = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    changed = true;
  }
  if (file && changed) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  const licencePrivateKey = crypto.createPrivateKey((options.licenceSigningKey ?? stored.licenceSigningKey)!.replace(/\\n/g, '\n'));
  return {
    jwtSecret: new TextEncoder().encode(options.jwtSecret ?? stored.jwtSecret),
    licencePrivateKey,
    licencePublicKeyPem: crypto.createPublicKey(licencePrivateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
}
