/**
 * Agent sessions: recorded when a job is requested (`POST /v1/agent/{projectId}/job`), read one
 * at a time or as a project's list, newest first. Their state and todos change through
 * `updateAgentSession` (agent-session-update.ts).
 *
 * @module
 */
import { CHANNELS, SCHEMA_PART } from '../notifications.ts';
import type { Queryable } from '../database.ts';
import { isForeignKeyViolation, StorageError } from '../storage-error.ts';
import {
  SESSION_COLUMNS,
  toAgentSession,
  toAgentSessionWithMessages,
} from './agent-session-row.ts';
import type {
  AgentMessage,
  AgentSession,
  AgentSessionRow,
  AgentSessionWithMessages,
} from './agent-session-row.ts';

/** What a job request gives: the conversation, and optionally a branch and draft mode. */
export interface CreateAgentSessionInput {
  projectId: string;
  messages: readonly AgentMessage[];
  /** The branch to work on; null until the runner picks one when not given. */
  branch?: string | undefined;
  /** Open the pull request as a draft. */
  asDraft?: boolean | undefined;
  title?: string | undefined;
  userId?: string | undefined;
}

/** A page of a list: skip `skip` sessions (default 0), return at most `take` (default all). */
export interface SessionPage {
  skip?: number | undefined;
  take?: number | undefined;
}

/** Records a new session (not haulted, no todos). Throws `not-found` for an unknown project. */
export async function createAgentSession(
  db: Queryable,
  input: CreateAgentSessionInput,
): Promise<AgentSessionWithMessages> {
  try {
    const { rows } = await db.query<AgentSessionRow>(
      `WITH s AS (
         INSERT INTO agent_sessions (project_id, messages, branch, as_draft, title, user_id)
         VALUES ($1, $2::jsonb, $3, $4, $5, $6)
         RETURNING *)
       SELECT ${SESSION_COLUMNS}, s.messages,
         -- Wakes every server's runner when the insert commits (see notifications.ts).
         pg_notify(${SCHEMA_PART} || '.${CHANNELS.agentJobs}', s.id) AS notified
       FROM s JOIN projects p ON p.id = s.project_id`,
      [
        input.projectId,
        JSON.stringify(input.messages),
        input.branch ?? null,
        input.asDraft ?? false,
        input.title ?? null,
        input.userId ?? null,
      ],
    );
    return toAgentSessionWithMessages(rows[0] as AgentSessionRow);
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new StorageError('not-found', `No project has the id "${input.projectId}".`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** The session with this id, with its messages, or undefined. */
export async function getAgentSession(
  db: Queryable,
  sessionId: string,
): Promise<AgentSessionWithMessages | undefined> {
  const { rows } = await db.query<AgentSessionRow>(
    `SELECT ${SESSION_COLUMNS}, s.messages
     FROM agent_sessions s JOIN projects p ON p.id = s.project_id
     WHERE s.id = $1`,
    [sessionId],
  );
  return rows[0] && toAgentSessionWithMessages(rows[0]);
}

/**
 * A project's sessions, newest first, each with its todos: all of them, or the page `page`
 * asks for. Throws `invalid-options` for a negative or fractional `skip` or a `take` below 1.
 */
export async function listAgentSessions(
  db: Queryable,
  projectId: string,
  page: SessionPage = {},
): Promise<AgentSession[]> {
  const skip = page.skip ?? 0;
  const take = page.take ?? null;
  if (!Number.isSafeInteger(skip) || skip < 0) {
    throw new StorageError('invalid-options', `skip must be a whole number >= 0, not ${skip}.`);
  }
  if (take !== null && (!Number.isSafeInteger(take) || take < 1)) {
    throw new StorageError('invalid-options', `take must be a whole number >= 1, not ${take}.`);
  }
  const { rows } = await db.query<AgentSessionRow>(
    `SELECT ${SESSION_COLUMNS}
     FROM agent_sessions s JOIN projects p ON p.id = s.project_id
     WHERE s.project_id = $1
     ORDER BY s.created_at DESC, s.seq DESC
     LIMIT $2 OFFSET $3`,
    [projectId, take, skip],
  );
  return rows.map(toAgentSession);
}
