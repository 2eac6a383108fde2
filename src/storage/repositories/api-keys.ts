/**
 * API keys: created with the clear key returned once, stored as a hash and a visible prefix,
 * verified by prefix lookup then a constant-time hash compare, marked used, revoked, listed
 * without secrets. Admin keys belong to an organization (optionally one project of it);
 * assistant keys belong to one project.
 *
 * @module
 */
import type { Queryable } from '../database.ts';
import { isForeignKeyViolation, StorageError } from '../storage-error.ts';
import { generateApiKey, hashApiKey, hashesEqual, parseApiKey } from './api-key-secret.ts';
import type { ApiKeyType } from './api-key-secret.ts';
import { isoTime, isoTimeOrNull } from './time.ts';

/** A stored API key, without its secret. */
export interface ApiKey {
  id: string;
  organizationId: string;
  /** The project the key is limited to, or null for an organization-wide admin key. */
  projectId: string | null;
  type: ApiKeyType;
  label: string | null;
  /** The visible start of the key, e.g. `folio_admin_Ab3dE9xY`. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** What {@link createApiKey} needs: a project (its organization is taken from it) or, for admin keys, an organization. */
export type CreateApiKeyInput = { label?: string } & (
  { type: ApiKeyType; projectId: string } | { type: 'admin'; organizationId: string }
);

/** A new key: `key` is the clear key, shown to its owner once and stored nowhere. */
export interface CreatedApiKey {
  key: string;
  record: ApiKey;
}

interface ApiKeyRow {
  id: string;
  organization_id: string;
  project_id: string | null;
  type: ApiKeyType;
  label: string | null;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const COLUMNS =
  'id, organization_id, project_id, type, label, prefix, created_at, last_used_at, revoked_at';

/** `last_used_at` is written at most this often per key, so verifying is not a write per request. */
const LAST_USED_PRECISION = "interval '1 minute'";

/** Creates a key. Throws `not-found` for an unknown project or organization. */
export async function createApiKey(
  db: Queryable,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  const secret = generateApiKey(input.type);
  const projectId = 'projectId' in input ? input.projectId : null;
  const organizationId = 'organizationId' in input ? input.organizationId : null;
  try {
    const { rows } = await db.query<ApiKeyRow>(
      `INSERT INTO api_keys (organization_id, project_id, type, label, prefix, key_hash)
       SELECT owner.organization_id, $2, $3, $4, $5, $6
       FROM (SELECT organization_id FROM projects WHERE id = $2
             UNION ALL SELECT id FROM organizations WHERE $2::text IS NULL AND id = $1) AS owner
       RETURNING ${COLUMNS}`,
      [organizationId, projectId, input.type, input.label ?? null, secret.prefix, secret.hash],
    );
    const row = rows[0];
    if (!row) throw missingOwner(projectId, organizationId);
    return { key: secret.key, record: toApiKey(row) };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw missingOwner(projectId, organizationId, error);
    throw error;
  }
}

/**
 * The active key `key` is, or undefined when it is malformed, unknown or revoked. Candidates are
 * found by prefix; each one's hash is compared with `crypto.timingSafeEqual`.
 */
export async function verifyApiKey(db: Queryable, key: string): Promise<ApiKey | undefined> {
  const parsed = parseApiKey(key);
  if (!parsed) return undefined;
  const hash = hashApiKey(key);
  const { rows } = await db.query<ApiKeyRow & { key_hash: string }>(
    `SELECT ${COLUMNS}, key_hash FROM api_keys WHERE prefix = $1 AND revoked_at IS NULL`,
    [parsed.prefix],
  );
  let found: ApiKeyRow | undefined;
  // Every candidate is compared, so the time does not tell which one matched.
  for (const row of rows) if (hashesEqual(row.key_hash, hash)) found = row;
  return found && toApiKey(found);
}

/** Records that the key was just used (at most one write a minute per key). */
export async function markApiKeyUsed(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE api_keys SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - ${LAST_USED_PRECISION})`,
    [id],
  );
}

/** Revokes the key (for good). Returns it, or undefined when no key has this id. */
export async function revokeApiKey(db: Queryable, id: string): Promise<ApiKey | undefined> {
  const { rows } = await db.query<ApiKeyRow>(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0] && toApiKey(rows[0]);
}

/** The key with this id (never its secret), or undefined. */
export async function getApiKey(db: Queryable, id: string): Promise<ApiKey | undefined> {
  const { rows } = await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1`, [id]);
  return rows[0] && toApiKey(rows[0]);
}

/** Keys, oldest first, revoked ones included: all, or those of an organization or a project. */
export async function listApiKeys(
  db: Queryable,
  filter: { organizationId?: string; projectId?: string } = {},
): Promise<ApiKey[]> {
  const { rows } = await db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys
     WHERE ($1::text IS NULL OR organization_id = $1) AND ($2::text IS NULL OR project_id = $2)
     ORDER BY seq`,
    [filter.organizationId ?? null, filter.projectId ?? null],
  );
  return rows.map(toApiKey);
}

function missingOwner(
  projectId: string | null,
  organizationId: string | null,
  cause?: unknown,
): StorageError {
  const what =
    projectId === null
      ? `organization has the id "${organizationId}"`
      : `project has the id "${projectId}"`;
  return new StorageError('not-found', `No ${what}.`, cause === undefined ? undefined : { cause });
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    organizationId: row.organization_id,
    projectId: row.project_id,
    type: row.type,
    label: row.label,
    prefix: row.prefix,
    createdAt: isoTime(row.created_at),
    lastUsedAt: isoTimeOrNull(row.last_used_at),
    revokedAt: isoTimeOrNull(row.revoked_at),
  };
}
