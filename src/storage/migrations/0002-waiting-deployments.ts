/**
 * Migration 2: finding the deployments waiting to be built (or being built) without reading
 * every deployment. Build queues of every server poll for them.
 *
 * @module
 */
import type { Migration } from './migration.ts';

/** A partial index over unfinished deployments. */
export const waitingDeployments: Migration = {
  version: 2,
  name: 'waiting-deployments',
  sql: `
CREATE INDEX deployments_unfinished_idx ON deployments (status, seq)
  WHERE status IN ('queued', 'building');
`,
};
