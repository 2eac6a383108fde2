/**
 * Migration 7: builds are claimed like agent jobs. The server building a deployment records its
 * id (`claimed_by`) and keeps `heartbeat_at` fresh while it works, so a build whose server died
 * can be told from one still running and taken over by another server; `attempts` counts the
 * claims, so a build that kills every server that tries it stops being retried.
 *
 * @module
 */
import type { Migration } from './migration.ts';

/** The claim columns of `deployments`. */
export const buildClaims: Migration = {
  version: 7,
  name: 'build-claims',
  sql: `
ALTER TABLE deployments
  ADD COLUMN claimed_by text,
  ADD COLUMN heartbeat_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0;
`,
};
