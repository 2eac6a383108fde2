/**
 * The agent session as storage hands it out, in the field names of the jobs API (docs/api/openapi.yaml:
 * `sessionId`, `haulted` spelled so, `createdAt` in ISO 8601 UTC, todos with `content`,
 * `status`, `priority`, `id`), plus the columns that read them from the database in one query.
 *
 * @module
 */
import { isoTime, isoTimeSql } from './time.ts';

/** Why a session stopped (or, for `processing`, that it is running). */
export type HaultReason =
  'completed' | 'github_missconfigured' | 'error' | 'processing' | 'interrupted';

/** Where a todo is. */
export type TodoStatus = 'pending' | 'in_progress' | 'completed' | 'cancelled';

/** How much a todo matters. */
export type TodoPriority = 'high' | 'medium' | 'low';

/** One item of a session's todo list. */
export interface AgentTodo {
  content: string;
  status: TodoStatus;
  priority: TodoPriority;
  id: string;
}

/** A message of the request that started a session. */
export interface AgentMessage {
  role: string;
  content: string;
}

/** An agent session: the documented wire fields (null where not set yet), then Folio's own. */
export interface AgentSession {
  sessionId: string;
  subdomain: string;
  branch: string | null;
  haulted: boolean;
  haultReason: HaultReason | null;
  pullRequestLink: string | null;
  messageToUser: string | null;
  /** In the order the agent gave them. */
  todos: AgentTodo[];
  /** ISO 8601, UTC. */
  createdAt: string;
  projectId: string;
  title: string | null;
  userId: string | null;
  asDraft: boolean;
  updatedAt: string;
}

/** A session with the messages it was created from. */
export interface AgentSessionWithMessages extends AgentSession {
  messages: AgentMessage[];
}

/** Row of {@link SESSION_COLUMNS}. */
export interface AgentSessionRow {
  id: string;
  project_id: string;
  subdomain: string;
  branch: string | null;
  haulted: boolean;
  hault_reason: HaultReason | null;
  pull_request_link: string | null;
  message_to_user: string | null;
  title: string | null;
  user_id: string | null;
  as_draft: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  todos: AgentTodo[];
  messages?: AgentMessage[];
}

/**
 * The selected columns of a session `s` joined to its project `p`, times formatted by the
 * database, so a page of sessions is one query and no per-row date parsing.
 */
export const SESSION_COLUMNS = `s.id, s.project_id, p.subdomain, s.branch, s.haulted, s.hault_reason,
  s.pull_request_link, s.message_to_user, s.title, s.user_id, s.as_draft,
  ${isoTimeSql('s.created_at')} AS created_at, ${isoTimeSql('s.updated_at')} AS updated_at,
  s.todos`;

/** Maps a row of {@link SESSION_COLUMNS} to an {@link AgentSession}. */
export function toAgentSession(row: AgentSessionRow): AgentSession {
  return {
    sessionId: row.id,
    subdomain: row.subdomain,
    branch: row.branch,
    haulted: row.haulted,
    haultReason: row.hault_reason,
    pullRequestLink: row.pull_request_link,
    messageToUser: row.message_to_user,
    todos: row.todos.map(({ content, status, priority, id }) => ({
      content,
      status,
      priority,
      id,
    })),
    createdAt: isoTime(row.created_at),
    projectId: row.project_id,
    title: row.title,
    userId: row.user_id,
    asDraft: row.as_draft,
    updatedAt: isoTime(row.updated_at),
  };
}

/** Maps a row of {@link SESSION_COLUMNS} plus `s.messages`. */
export function toAgentSessionWithMessages(row: AgentSessionRow): AgentSessionWithMessages {
  return { ...toAgentSession(row), messages: row.messages ?? [] };
}
