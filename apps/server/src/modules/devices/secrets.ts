import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A device secret: 32 random bytes, shown once; only a salted hash is kept (high entropy, so one SHA-256 suffices). */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { secret, hash: hashSecret(secret, randomBytes(16).toString('hex')) };
}

function hashSecret(secret: string, salt: string): string {
  return `${salt}:${createHash('sha256').update(salt).update(secret).digest('hex')}`;
}

export function secretMatches(secret: string, stored: string): boolean {
  const [salt] = stored.split(':');
  const a = Buffer.from(hashSecret(secret, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
