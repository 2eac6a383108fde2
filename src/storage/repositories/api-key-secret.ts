/**
 * The secret side of API keys: making a key, its visible prefix, its hash, and comparing hashes
 * in constant time. A key is `folio_<type>_<32 random base64url characters>` (192 random bits).
 * Only the SHA-256 of the key is stored, which suffices for random keys of this length (no salt
 * or slow hash needed: there is no dictionary to guess from).
 *
 * @module
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an API key may do: `admin` keys manage a project, `assistant` keys ask its assistant. */
export type ApiKeyType = 'admin' | 'assistant';

/** How many random characters of a key are shown in its prefix. */
const VISIBLE_RANDOM = 8;

const KEY_FORMAT = /^folio_(admin|assistant)_([A-Za-z0-9_-]{32})$/;

/** A freshly made key: the clear key (to show once), its prefix and its hash. */
export interface ApiKeySecret {
  key: string;
  prefix: string;
  hash: string;
}

/** Makes a new random key of `type`. */
export function generateApiKey(type: ApiKeyType): ApiKeySecret {
  const key = `folio_${type}_${randomBytes(24).toString('base64url')}`;
  return { key, prefix: keyPrefix(key), hash: hashApiKey(key) };
}

/** The type and prefix of a well-formed key, or undefined for anything else. */
export function parseApiKey(key: string): { type: ApiKeyType; prefix: string } | undefined {
  const match = KEY_FORMAT.exec(key);
  if (!match) return undefined;
  return { type: match[1] as ApiKeyType, prefix: keyPrefix(key) };
}

/** SHA-256 of the key, hexadecimal: what the database stores. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Whether two hexadecimal hashes are equal, in time that does not depend on where they differ
 * (`crypto.timingSafeEqual`). Hashes of different lengths are unequal.
 */
export function hashesEqual(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function keyPrefix(key: string): string {
  const typeEnd = key.indexOf('_', 'folio_'.length) + 1;
  return key.slice(0, typeEnd + VISIBLE_RANDOM);
}
