/**
 * Migration 5: agent sessions become a job queue. A session not haulted and not claimed is
 * waiting; a runner claims it (`claimed_by`, the runner's id, with `claimed_at`) and keeps
 * `heartbeat_at` fresh while it works, so a job whose runner died can be told from one that is
 * still running. `base_commit` is the commit the job's branch started from, for the diff of its
 * changes. A partial index finds the unfinished sessions without reading the finished ones.
 *
 * Sessions recorded before this release never had a runner: they are marked `interrupted`
 * instead of starting now, long after they were asked for.
 *
 * @module
 */
import type { Migration } from './migration.ts';

/** The queue columns of `agent_sessions` and the index of unfinished sessions. */
export const agentJobQueue: Migration = {
  version: 5,
  name: 'agent-job-queue',
  sql: `
ALTER TABLE agent_sessions
  ADD COLUMN claimed_by text,
  ADD COLUMN claimed_at timestamptz,
  ADD COLUMN heartbeat_at timestamptz,
  ADD COLUMN base_commit text;

UPDATE agent_sessions
SET haulted = true,
  hault_reason = 'interrupted',
  message_to_user = coalesce(message_to_user,
    'This job was requested before this server ran agent jobs, so it never ran: request it again.'),
  updated_at = now()
WHERE NOT haulted;

CREATE INDEX agent_sessions_unfinished_idx ON agent_sessions (seq) WHERE NOT haulted;
`,
};
