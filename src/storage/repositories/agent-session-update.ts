/**
 * How an agent runner reports a session's state: one call, {@link updateAgentSession}, with the
 * fields that changed. `todos`, when given, is the whole list and replaces the previous one (the
 * way an agent's todo tool writes it). Everything changes in one transaction, so a reader sees
 * the session before or after an update, never half of it.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../database.ts';
import { StorageError } from '../storage-error.ts';
import type {
  AgentSessionWithMessages,
  HaultReason,
  TodoPriority,
  TodoStatus,
} from './agent-session-row.ts';
import { getAgentSession } from './agent-sessions.ts';

/** A todo as the runner gives it; without an `id`, one is made. */
export interface AgentTodoInput {
  id?: string | undefined;
  content: string;
  status: TodoStatus;
  priority: TodoPriority;
}

/** The fields to change; those left out keep their value, `null` clears one. */
export interface AgentSessionUpdate {
  haulted?: boolean;
  haultReason?: HaultReason | null;
  pullRequestLink?: string | null;
  messageToUser?: string | null;
  branch?: string | null;
  title?: string | null;
  /** The complete todo list, in order; replaces the stored one. */
  todos?: readonly AgentTodoInput[];
}

type ColumnField = Exclude<keyof AgentSessionUpdate, 'todos'>;

const COLUMNS: readonly (readonly [ColumnField, string])[] = [
  ['haulted', 'haulted'],
  ['haultReason', 'hault_reason'],
  ['pullRequestLink', 'pull_request_link'],
  ['messageToUser', 'message_to_user'],
  ['branch', 'branch'],
  ['title', 'title'],
];

/**
 * Applies `update` to the session and returns it as stored afterwards, or undefined when no
 * session has this id. Throws `invalid-options` when two todos share an id.
 */
export async function updateAgentSession(
  db: Database,
  sessionId: string,
  update: AgentSessionUpdate,
): Promise<AgentSessionWithMessages | undefined> {
  const todos = update.todos && withIds(update.todos);
  return db.transaction(async (transaction) => {
    const assignments = ['updated_at = now()'];
    const params: unknown[] = [sessionId];
    for (const [field, column] of COLUMNS) {
      const value = update[field];
      if (value === undefined) continue;
      params.push(value);
      assignments.push(`${column} = $${params.length}`);
    }
    if (todos) {
      params.push(JSON.stringify(todos));
      assignments.push(`todos = $${params.length}::jsonb`);
    }
    const updated = await transaction.query(
      `UPDATE agent_sessions SET ${assignments.join(', ')} WHERE id = $1`,
      params,
    );
    if (updated.rowCount === 0) return undefined;
    return getAgentSession(transaction, sessionId);
  });
}

function withIds(todos: readonly AgentTodoInput[]): AgentTodoInput[] {
  const seen = new Set<string>();
  return todos.map((todo) => {
    const id = todo.id ?? randomUUID();
    if (seen.has(id)) {
      throw new StorageError(
        'invalid-options',
        `Two todos have the id "${id}": each todo of a session needs its own id.`,
      );
    }
    seen.add(id);
    return { id, content: todo.content, status: todo.status, priority: todo.priority };
  });
}
