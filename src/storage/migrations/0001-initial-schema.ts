/**
 * Migration 1: every table of the first release. Ids are text (UUIDs made by the database), so a
 * malformed id from a URL finds nothing instead of failing to parse; times are `timestamptz`
 * (stored in UTC). Lists are ordered by `seq`, an identity column in insertion order: PGlite's
 * clock has millisecond resolution, so rows created together often share a timestamp. A
 * released migration never changes: later changes are new migrations.
 *
 * @module
 */
import type { Migration } from './migration.ts';

/** Organizations, projects, deployments, API keys, agent sessions, assistant threads, rate limits. */
export const initialSchema: Migration = {
  version: 1,
  name: 'initial-schema',
  sql: `
CREATE TABLE organizations (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  subdomain text NOT NULL UNIQUE
    CHECK (subdomain ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
  name text NOT NULL,
  source_type text NOT NULL CHECK (source_type IN ('folder', 'git')),
  -- A folder path, or the URL of a git repository.
  source_location text NOT NULL,
  -- Git only: the branch to build and the docs folder inside the repository.
  source_branch text,
  source_directory text,
  current_deployment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id)
);
CREATE INDEX projects_organization_idx ON projects (organization_id, seq);

CREATE TABLE deployments (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'building', 'ready', 'failed')),
  output_dir text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  UNIQUE (project_id, id),
  CHECK (status <> 'ready' OR output_dir IS NOT NULL)
);
CREATE INDEX deployments_project_idx ON deployments (project_id, seq);

-- A project's current deployment is one of its own.
ALTER TABLE projects ADD CONSTRAINT projects_current_deployment_fk
  FOREIGN KEY (id, current_deployment_id) REFERENCES deployments (project_id, id);

CREATE TABLE api_keys (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  project_id text,
  type text NOT NULL CHECK (type IN ('admin', 'assistant')),
  label text,
  -- The visible start of the key, to recognise it in lists and to find it.
  prefix text NOT NULL,
  -- SHA-256 of the whole key, hexadecimal. The key itself is never stored.
  key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id)
    ON DELETE CASCADE
);
CREATE INDEX api_keys_prefix_idx ON api_keys (prefix);
CREATE INDEX api_keys_organization_idx ON api_keys (organization_id, seq);

CREATE TABLE agent_sessions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  branch text,
  as_draft boolean NOT NULL DEFAULT false,
  messages jsonb NOT NULL DEFAULT '[]',
  title text,
  user_id text,
  haulted boolean NOT NULL DEFAULT false,
  hault_reason text CHECK (hault_reason IN
    ('completed', 'github_missconfigured', 'error', 'processing', 'interrupted')),
  pull_request_link text,
  message_to_user text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_sessions_project_idx ON agent_sessions (project_id, created_at DESC, seq DESC);

CREATE TABLE agent_todos (
  session_id text NOT NULL REFERENCES agent_sessions (id) ON DELETE CASCADE,
  id text NOT NULL,
  position integer NOT NULL,
  content text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'in_progress', 'completed', 'cancelled')),
  priority text NOT NULL CHECK (priority IN ('high', 'medium', 'low')),
  PRIMARY KEY (session_id, id),
  UNIQUE (session_id, position)
);

-- Taken when a thread starts and each time messages are appended: orders threads by their
-- latest activity exactly, where updated_at may tie.
CREATE SEQUENCE assistant_thread_activity;

CREATE TABLE assistant_threads (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  fp text NOT NULL,
  activity bigint NOT NULL DEFAULT nextval('assistant_thread_activity'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistant_threads_fp_idx ON assistant_threads (project_id, fp, activity DESC);

CREATE TABLE assistant_messages (
  thread_id text NOT NULL REFERENCES assistant_threads (id) ON DELETE CASCADE,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  role text NOT NULL CHECK (role IN ('system', 'user', 'assistant')),
  parts jsonb NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (thread_id, id)
);
CREATE INDEX assistant_messages_order_idx ON assistant_messages (thread_id, seq);

CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_counters_end_idx ON rate_limit_counters (window_end);
`,
};
