/**
 * Organizations: the owners of projects and of admin API keys.
 *
 * @module
 */
import type { Queryable } from '../database.ts';
import { isoTime } from './time.ts';

/** An organization. */
export interface Organization {
  id: string;
  name: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

interface OrganizationRow {
  id: string;
  name: string;
  created_at: Date | string;
}

const COLUMNS = 'id, name, created_at';

/** Creates an organization named `input.name`. */
export async function createOrganization(
  db: Queryable,
  input: { name: string },
): Promise<Organization> {
  const { rows } = await db.query<OrganizationRow>(
    `INSERT INTO organizations (name) VALUES ($1) RETURNING ${COLUMNS}`,
    [input.name],
  );
  return toOrganization(rows[0] as OrganizationRow);
}

/** The organization with this id, or undefined. */
export async function getOrganization(
  db: Queryable,
  id: string,
): Promise<Organization | undefined> {
  const { rows } = await db.query<OrganizationRow>(
    `SELECT ${COLUMNS} FROM organizations WHERE id = $1`,
    [id],
  );
  return rows[0] && toOrganization(rows[0]);
}

/** Every organization, oldest first. */
export async function listOrganizations(db: Queryable): Promise<Organization[]> {
  const { rows } = await db.query<OrganizationRow>(
    `SELECT ${COLUMNS} FROM organizations ORDER BY seq`,
  );
  return rows.map(toOrganization);
}

function toOrganization(row: OrganizationRow): Organization {
  return { id: row.id, name: row.name, createdAt: isoTime(row.created_at) };
}
