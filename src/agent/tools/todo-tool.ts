/**
 * `update_todos`: the agent's plan, written whole each time it changes, and passed on at once
 * (the runner stores it in the session, so the jobs API shows the progress live). A todo
 * without an id keeps the id of the earlier todo with the same content, or gets the next number.
 *
 * @module
 */
import { tool } from 'ai';
import * as z from 'zod';
import type { AgentTodo } from '../../storage/index.ts';
import { answering, ToolInputError } from './tool-result.ts';

/** Receives the whole todo list each time the agent changes it. */
export type TodoListener = (todos: readonly AgentTodo[]) => Promise<void>;

const todoSchema = z.object({
  id: z.string().min(1).optional().describe('Keep the same id when updating a todo'),
  content: z.string().min(1).describe('What to do, in one short sentence'),
  status: z.enum(['pending', 'in_progress', 'completed', 'cancelled']),
  priority: z.enum(['high', 'medium', 'low']),
});

/** The todo tool; `onChange` stores each new list. */
export function todoTool(onChange: TodoListener) {
  let current: AgentTodo[] = [];
  return {
    update_todos: tool({
      description:
        'Write your todo list: the whole list each time (it replaces the previous one). Plan ' +
        'with it first, mark one todo in_progress while you work on it, completed when done, ' +
        'cancelled when it turned out not to be needed.',
      inputSchema: z.object({ todos: z.array(todoSchema) }),
      execute: answering(async ({ todos }) => {
        const next = withIds(todos, current);
        await onChange(next);
        current = next;
        const counts = ['completed', 'in_progress', 'pending', 'cancelled']
          .map((status) => [status, next.filter((todo) => todo.status === status).length] as const)
          .filter(([, count]) => count > 0)
          .map(([status, count]) => `${count} ${status.replace('_', ' ')}`);
        return `Saved ${next.length} todos${counts.length > 0 ? ` (${counts.join(', ')})` : ''}.`;
      }),
    }),
  };
}

function withIds(todos: readonly z.infer<typeof todoSchema>[], previous: AgentTodo[]): AgentTodo[] {
  const used = new Set<string>();
  const given = new Set(todos.flatMap((todo) => todo.id ?? []));
  let counter = Math.max(0, ...previous.map((todo) => Number(todo.id)).filter(Number.isFinite));
  return todos.map((todo) => {
    let id =
      todo.id ??
      previous.find(
        (old) => old.content === todo.content && !used.has(old.id) && !given.has(old.id),
      )?.id;
    if (id === undefined) {
      do counter++;
      while (used.has(String(counter)) || given.has(String(counter)));
      id = String(counter);
    }
    if (used.has(id)) {
      throw new ToolInputError(`Two todos have the id "${id}": give each todo its own id.`);
    }
    used.add(id);
    return { id, content: todo.content, status: todo.status, priority: todo.priority };
  });
}
