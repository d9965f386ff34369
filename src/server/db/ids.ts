import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A public id: random alphanumeric characters, so ids reveal neither order nor volume.
 * 16 characters of 62 symbols carry about 95 bits.
 */
export function newPublicId(length = 16): string {
  // Rejection sampling keeps every symbol equally likely (256 is not a multiple of 62).
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && id.length < length) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

/** A secret token for cookies and codes: 32 random bytes, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}
