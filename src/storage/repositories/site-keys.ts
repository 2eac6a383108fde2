/**
 * Site keys: the assistant key a hosted site's "Ask AI" panel sends from the reader's browser.
 * One active site key per project, made on first use and kept in clear (it is published in the
 * site anyway); revoking it like any key makes the next call mint a fresh one.
 *
 * @module
 */
import type { Queryable } from '../database.ts';
import { isUniqueViolation, StorageError } from '../storage-error.ts';
import { generateApiKey } from './api-key-secret.ts';

/** The label site keys carry in key lists. */
export const SITE_KEY_LABEL = 'site (Ask AI panel)';

/**
 * The project's active site key, made now when it has none. Safe to call from several servers
 * at once: a unique index keeps one active site key per project and the loser reads the
 * winner's. Throws `not-found` for an unknown project.
 */
export async function siteAssistantKey(db: Queryable, projectId: string): Promise<string> {
  const existing = await activeSiteKey(db, projectId);
  if (existing !== undefined) return existing;
  const secret = generateApiKey('assistant');
  try {
    const { rows } = await db.query<{ published_key: string }>(
      `INSERT INTO api_keys (organization_id, project_id, type, label, prefix, key_hash, published_key)
       SELECT organization_id, id, 'assistant', $2, $3, $4, $5 FROM projects WHERE id = $1
       RETURNING published_key`,
      [projectId, SITE_KEY_LABEL, secret.prefix, secret.hash, secret.key],
    );
    if (rows[0]) return rows[0].published_key;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await activeSiteKey(db, projectId);
    if (winner !== undefined) return winner;
    throw error;
  }
  throw new StorageError('not-found', `No project has the id "${projectId}".`);
}

async function activeSiteKey(db: Queryable, projectId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ published_key: string }>(
    `SELECT published_key FROM api_keys
     WHERE project_id = $1 AND published_key IS NOT NULL AND revoked_at IS NULL`,
    [projectId],
  );
  return rows[0]?.published_key;
}
