/**
 * Rows the storage tests build on: an organization with a project, under a subdomain no other
 * test uses.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createOrganization, createProject } from '../../src/storage/index.ts';
import type { Organization, Project, Queryable } from '../../src/storage/index.ts';

/** A subdomain no other test uses: `t-` and 12 hexadecimal digits. */
export function uniqueSubdomain(): string {
  return `t-${randomBytes(6).toString('hex')}`;
}

/** Creates an organization and a project of it, built from a folder. */
export async function createTestProject(
  db: Queryable,
): Promise<{ organization: Organization; project: Project }> {
  const organization = await createOrganization(db, { name: 'Acme' });
  const project = await createProject(db, {
    organizationId: organization.id,
    subdomain: uniqueSubdomain(),
    name: 'Acme docs',
    source: { type: 'folder', path: '/srv/acme/docs' },
  });
  return { organization, project };
}

/** Matches any string; typed `unknown` so it fits inside typed expectations. */
export function anyString(): unknown {
  return expect.any(String);
}

/** Matches an ISO 8601 UTC time with milliseconds, as storage returns times. */
export function isoTimestamp(): unknown {
  return expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
}
