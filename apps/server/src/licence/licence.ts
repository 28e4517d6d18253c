import crypto from 'node:crypto';

export interface LicenceSubject {
  organizationId: number;
  name: string;
  type: string;
  masterOrganization: string;
}

/** The signed lines of a licence file; the timing software verifies `signature` with the published key. */
export function buildLicence(subject: LicenceSubject, issuedAt: Date, privateKey: crypto.KeyObject): string {
  const validUntil = `${issuedAt.getUTCFullYear()}-12-31`;
  const lines = [
    `organizationId=${subject.organizationId}`,
    `name=${subject.name.replace(/[\r\n]/g, ' ')}`,
    `type=${subject.type}`,
    `masterOrganization=${subject.masterOrganization.replace(/[\r\n]/g, ' ')}`,
    `issuedAt=${issuedAt.toISOString()}`,
    `validUntil=${validUntil}`,
  ];
  const signed = `${lines.join('\n')}\n`;
  const signature = crypto.sign(null, Buffer.from(signed, 'utf8'), privateKey).toString('base64');
  return `${signed}signature=${signature}\n`;
}

/** Checks a licence file as the timing software does: the signature over every line before it. */
export function verifyLicence(text: string, publicKeyPem: string): boolean {
  const at = text.lastIndexOf('signature=');
  if (at < 0) return false;
  const signed = text.slice(0, at);
  const signature = Buffer.from(text.slice(at + 'signature='.length).trim(), 'base64');
  return crypto.verify(null, Buffer.from(signed, 'utf8'), crypto.createPublicKey(publicKeyPem), signature);
}
