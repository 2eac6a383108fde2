/**
 * Admin operations on API keys, over a {@link Database}: creating a key (its clear text returned
 * once, stored nowhere), listing keys without their secrets, and revoking a key by id or by the
 * prefix lists show.
 *
 * - An admin key for a project may act on that project only; an admin key for an organization
 *   on all of its projects.
 * - An assistant key belongs to one project.
 *
 * @module
 */
import {
  createApiKey,
  getApiKey,
  getProject,
  listApiKeys,
  listProjects as listStoredProjects,
  revokeApiKey,
} from '../../storage/index.ts';
import type { ApiKey, ApiKeyType, Database, Queryable } from '../../storage/index.ts';
import { AdminError, asAdminError } from './admin-error.ts';
import { findProject } from './project-operations.ts';

/** The longest label accepted. */
export const MAX_KEY_LABEL = 200;

/** What {@link createKey} needs: a project, or for an admin key an organization. */
export interface CreateKeyInput {
  type: ApiKeyType;
  /** The project the key is for: its id or subdomain. */
  projectId?: string | undefined;
  /** The organization an organization-wide admin key is for. */
  organizationId?: string | undefined;
  /** A note to recognise the key by in lists ("CI", "docs widget"). */
  label?: string | undefined;
}

/** A key as listed: never its secret, with the subdomain of its project. */
export interface KeySummary extends ApiKey {
  /** The subdomain of the project the key is limited to, or null for an organization-wide key. */
  projectSubdomain: string | null;
}

/** A new key: `key` is the clear key, to show once; nothing stores it. */
export interface CreatedKey {
  key: string;
  record: KeySummary;
}

/** A revoked key, and whether it already was. */
export interface RevokedKey {
  record: KeySummary;
  alreadyRevoked: boolean;
}

/**
 * Creates a key. Throws an {@link AdminError}: `invalid` without exactly one of project and
 * organization, or for an assistant key of an organization; `not-found` for an unknown owner.
 */
export async function createKey(db: Database, input: CreateKeyInput): Promise<CreatedKey> {
  const label = keyLabel(input.label);
  const { projectId, organizationId } = input;
  try {
    if (projectId !== undefined && organizationId === undefined) {
      const project = await findProject(db, projectId);
      const created = await createApiKey(db, {
        type: input.type,
        projectId: project.id,
        ...(label === undefined ? {} : { label }),
      });
      return {
        key: created.key,
        record: { ...created.record, projectSubdomain: project.subdomain },
      };
    }
    if (organizationId !== undefined && projectId === undefined) {
      if (input.type !== 'admin') {
        throw new AdminError(
          'invalid',
          'An assistant key belongs to one project: give the project instead of the organization.',
        );
      }
      const created = await createApiKey(db, {
        type: 'admin',
        organizationId,
        ...(label === undefined ? {} : { label }),
      });
      return { key: created.key, record: { ...created.record, projectSubdomain: null } };
    }
  } catch (error) {
    throw asAdminError(error);
  }
  throw new AdminError(
    'invalid',
    'Say whom the key is for: a project (its id or subdomain), or an organization for an ' +
      'admin key of all its projects; not both.',
  );
}

/**
 * Keys, oldest first, revoked ones included, never with their secret: all of them, or those
 * limited to one project (its id or subdomain; `not-found` when there is no such project).
 */
export async function listKeys(
  db: Database,
  filter: { projectId?: string | undefined } = {},
): Promise<KeySummary[]> {
  const projectId =
    filter.projectId === undefined ? undefined : (await findProject(db, filter.projectId)).id;
  const keys = await listApiKeys(db, projectId === undefined ? {} : { projectId });
  return summarize(db, keys);
}

/**
 * Revokes the key with this id or prefix (`folio_admin_Ab3dE9xY`, as lists show it). Revoking
 * a revoked key changes nothing. Throws `not-found` for no such key, `conflict` when several
 * keys share the prefix.
 */
export async function revokeKey(db: Database, idOrPrefix: string): Promise<RevokedKey> {
  const target = await findKey(db, idOrPrefix.trim());
  const revoked = (await revokeApiKey(db, target.id)) ?? target;
  return { record: await summarizeOne(db, revoked), alreadyRevoked: target.revokedAt !== null };
}

async function findKey(db: Queryable, idOrPrefix: string): Promise<ApiKey> {
  const byId = await getApiKey(db, idOrPrefix);
  if (byId) return byId;
  const matches = (await listApiKeys(db)).filter((key) => key.prefix === idOrPrefix);
  const [first, second] = matches;
  if (!first) {
    throw new AdminError(
      'not-found',
      `No key has the id or prefix "${idOrPrefix}": \`folio keys list\` shows them.`,
    );
  }
  if (second) {
    throw new AdminError(
      'conflict',
      `${matches.length} keys have the prefix "${idOrPrefix}": give the id of the one to revoke ` +
        `(${matches.map((key) => key.id).join(', ')}).`,
    );
  }
  return first;
}

async function summarize(db: Queryable, keys: ApiKey[]): Promise<KeySummary[]> {
  if (keys.every((key) => key.projectId === null)) {
    return keys.map((key) => ({ ...key, projectSubdomain: null }));
  }
  const subdomains = new Map(
    (await listStoredProjects(db)).map((project) => [project.id, project.subdomain]),
  );
  return keys.map((key) => ({
    ...key,
    projectSubdomain: key.projectId === null ? null : (subdomains.get(key.projectId) ?? null),
  }));
}

async function summarizeOne(db: Queryable, key: ApiKey): Promise<KeySummary> {
  if (key.projectId === null) return { ...key, projectSubdomain: null };
  const project = await getProject(db, key.projectId);
  return { ...key, projectSubdomain: project?.subdomain ?? null };
}

function keyLabel(label: string | undefined): string | undefined {
  if (label === undefined) return undefined;
  const trimmed = label.trim();
  if (trimmed.length > MAX_KEY_LABEL) {
    throw new AdminError(
      'invalid',
      `A key label has at most ${MAX_KEY_LABEL} characters; got ${trimmed.length}.`,
    );
  }
  return trimmed === '' ? undefined : trimmed;
}
