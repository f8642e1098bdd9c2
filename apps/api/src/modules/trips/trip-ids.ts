import { randomBytes, randomInt } from 'node:crypto';

// Unambiguous upper-case letters and digits (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Human order id, e.g. "VJ-8F3K2Q" (31^6 ≈ 887 million per prefix; collisions retried). */
export function newOrderUniqueId(prefix: 'VJ' | 'EN' | 'VM' | 'MQ' | 'AP'): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${s}`;
}

/** A trip (viaje): "VJ-…". */
export const newTripUniqueId = () => newOrderUniqueId('VJ');
/** A parcel (envío): "EN-…". */
export const newParcelUniqueId = () => newOrderUniqueId('EN');

/** 144 random bits, base64url (the public links' own tokens are derived: lib/link-tokens.ts). */
export function newShareToken(): string {
  return randomBytes(18).toString('base64url');
}
