import { createHash, randomBytes } from 'node:crypto';

/** An opaque token: 32 random bytes (256 bits), base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
