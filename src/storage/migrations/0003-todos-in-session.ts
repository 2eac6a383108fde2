/**
 * Migration 3: a session's todo list moves into the session row, as a JSON array. The runner
 * always writes the whole list at once and every reader wants the whole list, so a row per todo
 * cost a join per session on every list of sessions for nothing. The allowed values stay
 * checked by the database.
 *
 * @module
 */
import type { Migration } from './migration.ts';

const STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'];
const PRIORITIES = ['high', 'medium', 'low'];

/** `@.field == "a" || @.field == "b"...` for a jsonpath filter. */
function oneOf(field: string, values: readonly string[]): string {
  return values.map((value) => `@.${field} == "${value}"`).join(' || ');
}

/** Todos as a `jsonb` array on `agent_sessions`, copied from `agent_todos`, which is dropped. */
export const todosInSession: Migration = {
  version: 3,
  name: 'todos-in-session',
  sql: `
ALTER TABLE agent_sessions ADD COLUMN todos jsonb NOT NULL DEFAULT '[]'
  CONSTRAINT agent_sessions_todos_check CHECK (
    jsonb_typeof(todos) = 'array'
    AND NOT jsonb_path_exists(todos, '$[*] ? (!(${oneOf('status', STATUSES)}))')
    AND NOT jsonb_path_exists(todos, '$[*] ? (!(${oneOf('priority', PRIORITIES)}))')
    AND NOT jsonb_path_exists(todos, '$[*] ? (@.content.type() != "string" || @.id.type() != "string")')
  );

UPDATE agent_sessions s SET todos = t.list
FROM (
  SELECT session_id,
    jsonb_agg(jsonb_build_object('content', content, 'status', status, 'priority', priority,
      'id', id) ORDER BY position) AS list
  FROM agent_todos GROUP BY session_id
) AS t
WHERE t.session_id = s.id;

DROP TABLE agent_todos;
`,
};
