/**
 * Verified API keys, remembered for a few seconds so a busy client costs one key lookup per
 * key and interval instead of one per request. Entries are found by the SHA-256 of the key,
 * never by the key itself. A key revoked through this server is forgotten at once; one revoked
 * by another process (another server, the CLI on PostgreSQL) stops working within `ttlMs`.
 * `last_used_at` is written at most once a minute per key, in the background.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { markApiKeyUsed, verifyApiKey } from '../storage/index.ts';
import type { ApiKey, Database } from '../storage/index.ts';

/** How long a verified key is trusted without asking the database again (default 5 s). */
export const DEFAULT_KEY_TTL_MS = 5_000;

/** How often `last_used_at` is refreshed for a key in use. */
const MARK_USED_EVERY_MS = 60_000;

/** At most this many keys are remembered; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  key: ApiKey;
  expiresAt: number;
}

/** Verifies keys against the database, remembering recent answers. */
export class ApiKeyCache {
  readonly #db: Database;
  readonly #ttlMs: number;
  readonly #onError: (error: unknown) => void;
  readonly #entries = new Map<string, Entry>();
  readonly #markedAt = new Map<string, number>();

  constructor(db: Database, options: { ttlMs?: number; onError?: (error: unknown) => void } = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? DEFAULT_KEY_TTL_MS;
    this.#onError = options.onError ?? (() => undefined);
  }

  /** The active key `token` is, or undefined when it is unknown or revoked. */
  async verify(token: string): Promise<ApiKey | undefined> {
    const id = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const cached = this.#entries.get(id);
    let key: ApiKey | undefined;
    if (cached && cached.expiresAt > now) {
      key = cached.key;
    } else {
      this.#entries.delete(id);
      key = await verifyApiKey(this.#db, token);
      if (key) this.#remember(id, { key, expiresAt: now + this.#ttlMs });
    }
    if (key) this.#markUsed(key.id, now);
    return key;
  }

  /** Forgets a key (after revoking it), so the next request with it is checked again. */
  forget(keyId: string): void {
    for (const [id, entry] of this.#entries) if (entry.key.id === keyId) this.#entries.delete(id);
  }

  #remember(id: string, entry: Entry): void {
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(id, entry);
  }

  #markUsed(keyId: string, now: number): void {
    const last = this.#markedAt.get(keyId);
    if (last !== undefined && now - last < MARK_USED_EVERY_MS) return;
    this.#markedAt.set(keyId, now);
    markApiKeyUsed(this.#db, keyId).catch(this.#onError);
  }
}
