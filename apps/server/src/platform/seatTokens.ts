/**
 * Seat tokens: a secret per seat, kept by the player's browser. Only its sha-256 is stored,
 * so a leaked database cannot be used to take over seats.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function issueSeatToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashSeatToken(token) };
}

export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function seatTokenMatches(token: string, hash: string | null | undefined): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashSeatToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
