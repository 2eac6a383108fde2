/**
 * The agent session on the wire (the `AgentSession` schema of docs/api/openapi.yaml): exactly
 * `sessionId`, `subdomain`, `branch`, `haulted` (spelled so), `haultReason`, `pullRequestLink`,
 * `messageToUser`, `todos` and `createdAt`, in that order, every one of the type the API
 * documents. Storage keeps "not set yet" as null; the wire has strings, so:
 *
 * - `haultReason` of a session the runner has not stopped is `processing` (queued or running);
 *   a stopped session without a reason says `error`;
 * - `pullRequestLink` and `messageToUser` are `""` until the runner sets them;
 * - `title` and `userId`, which clients in the wild also read, appear only when set.
 *
 * @module
 */
import type { AgentSession, AgentSessionWithMessages, AgentTodo } from '../../storage/index.ts';

/** An element of `allSessions`. */
export interface WireSession {
  sessionId: string;
  subdomain: string;
  branch: string;
  haulted: boolean;
  haultReason: string;
  pullRequestLink: string;
  messageToUser: string;
  todos: AgentTodo[];
  createdAt: string;
  title?: string;
  userId?: string;
}

/** A session read on its own: the list element plus the messages it was started with. */
export interface WireSessionWithMessages extends WireSession {
  messages: { role: string; content: string }[];
}

/** The wire object (docs/api/openapi.yaml) of a stored session. */
export function toWireSession(session: AgentSession): WireSession {
  const wire: WireSession = {
    sessionId: session.sessionId,
    subdomain: session.subdomain,
    branch: session.branch ?? '',
    haulted: session.haulted,
    haultReason: session.haultReason ?? (session.haulted ? 'error' : 'processing'),
    pullRequestLink: session.pullRequestLink ?? '',
    messageToUser: session.messageToUser ?? '',
    todos: session.todos.map(({ content, status, priority, id }) => ({
      content,
      status,
      priority,
      id,
    })),
    createdAt: session.createdAt,
  };
  if (session.title !== null) wire.title = session.title;
  if (session.userId !== null) wire.userId = session.userId;
  return wire;
}

/** {@link toWireSession} plus the messages. */
export function toWireSessionWithMessages(
  session: AgentSessionWithMessages,
): WireSessionWithMessages {
  return {
    ...toWireSession(session),
    messages: session.messages.map(({ role, content }) => ({ role, content })),
  };
}
