/**
 * The documentation assistant over HTTP (docs/api/openapi.yaml, docs/api/assistant-stream.mdx), for the assistant key of the
 * project whose subdomain is `{domain}`:
 *
 * - `POST /v1/assistant/{domain}/message` with `{fp, messages, threadId?, retrievalPageSize?,
 *   filter?}` → 200, the answer as a UI message stream (server-sent events, `useChat`'s
 *   protocol). The `finish` event carries the thread id, as `threadId` and in
 *   `messageMetadata.threadId`;
 * - `GET /v1/assistant/{domain}/threads?fp=...&limit=...&cursor=...` → the fingerprint's
 *   threads, a page at a time (assistant-threads.ts).
 *
 * Answering a message, in order: the key and site (assistant-access.ts); the rate limits; the
 * body; the thread (a new one without `threadId`; else it must be a thread of this project
 * started with this `fp`, or the answer is 404, so threads never leak across fingerprints); the
 * site's corpus (503 before its first build); retrieval for the last question (led by the one
 * before when it is a short follow-up); the messages the thread does not hold yet are stored;
 * then the answer streams, and the finished assistant message is stored (its text cut to
 * storage's bound, `fitStoredMessage`) before the `finish` event is sent, so a follow-up always
 * finds it. A client that goes away aborts the model call. A thread holds at most storage's
 * `MAX_THREAD_MESSAGES`: a question that would take it past that is a 409, before any answer.
 *
 * @module
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  answerStream,
  assistantRequestSchema,
  fitStoredMessage,
  normalizeMessages,
  retrievalQuery,
  uiMessageStreamResponse,
} from '../../assistant/index.ts';
import type { ChatMessage } from '../../assistant/index.ts';
import {
  appendAssistantMessages,
  createAssistantThread,
  getAssistantThreadWithMessages,
  MAX_THREAD_MESSAGES,
} from '../../storage/index.ts';
import type { AssistantThread, Project } from '../../storage/index.ts';
import { requireKey } from '../auth.ts';
import { HttpError } from '../http-error.ts';
import { readJsonBody } from '../read-body.ts';
import type { Logger } from '../request-log.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import {
  assistantProject,
  countAssistantUse,
  currentCorpus,
  siteUrlOf,
} from './assistant-access.ts';
import type { AssistantRouteSettings } from './assistant-access.ts';
import { listThreads } from './assistant-threads.ts';

/** The `/v1/assistant` routes. */
export function assistantRoutes(
  services: ServerServices,
  settings: AssistantRouteSettings & { log: Logger },
): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.use('*', requireKey(services, 'assistant'));

  routes.post('/:domain/message', async (c) => {
    const project = await assistantProject(c, services, c.req.param('domain'));
    const limitHeaders = await countAssistantUse(c, services, settings, project);
    const body = await readJsonBody(c, assistantRequestSchema);
    const messages = normalizeMessages(body.messages);
    const existing = await existingThread(services, project, body.threadId ?? null, body.fp);
    const storedIds = new Set(existing?.messageIds);
    const newQuestions = messages.filter(
      (message) => message.role === 'user' && !storedIds.has(message.id),
    );
    checkThreadRoom(storedIds.size, new Set(newQuestions.map((message) => message.id)).size);
    const corpus = await currentCorpus(services, project);
    const thread =
      existing?.thread ??
      (await createAssistantThread(services.db, { projectId: project.id, fp: body.fp }));
    c.get('logFields')['thread'] = thread.id;

    if (newQuestions.length > 0) {
      await appendAssistantMessages(services.db, thread.id, newQuestions.map(toStoredMessage));
    }

    const passages = corpus.search(retrievalQuery(messages) ?? '', {
      pageSize: body.retrievalPageSize,
      filter: body.filter ?? null,
    });
    const stream = answerStream({
      messages,
      passages,
      siteUrl: siteUrlOf(c, settings, project.subdomain),
      threadId: thread.id,
      model: services.answerModel,
      signal: c.req.raw.signal,
      onFinish: async (answer) => {
        await appendAssistantMessages(services.db, thread.id, [
          {
            id: answer.id,
            role: 'assistant',
            parts: fitStoredMessage(answer.parts, { threadId: thread.id }),
            metadata: { threadId: thread.id },
          },
        ]);
      },
      onError: (error) => {
        logAnswerError(settings.log, c, error);
      },
    });
    return uiMessageStreamResponse(stream, { headers: limitHeaders });
  });

  routes.get('/:domain/threads', (c) => listThreads(c, services, settings));

  return routes;
}

/**
 * The thread `threadId` names with the ids of its messages, or undefined without one. A thread
 * of another project or another fingerprint is answered like an unknown one: 404.
 */
async function existingThread(
  services: Pick<ServerServices, 'db'>,
  project: Project,
  threadId: string | null,
  fp: string,
): Promise<{ thread: AssistantThread; messageIds: string[] } | undefined> {
  if (threadId === null) return undefined;
  const found = await getAssistantThreadWithMessages(services.db, threadId);
  if (found?.thread.projectId !== project.id || found.thread.fp !== fp) {
    throw new HttpError(
      404,
      `No assistant thread "${threadId}" for this fp on the site "${project.subdomain}": send threadId null to start a new thread.`,
    );
  }
  return { thread: found.thread, messageIds: found.messages.map((message) => message.id) };
}

/**
 * A 409 when the new questions and their answer would take the thread past the messages it
 * keeps: checked before anything is stored or answered.
 */
function checkThreadRoom(stored: number, questions: number): void {
  if (stored + questions + 1 <= MAX_THREAD_MESSAGES) return;
  const limit = String(MAX_THREAD_MESSAGES);
  throw new HttpError(
    409,
    stored === 0
      ? `The conversation has ${String(questions)} questions to store and a thread keeps at most ${limit} messages: send fewer messages.`
      : `The assistant thread holds ${String(stored)} messages and keeps at most ${limit}: start a new thread (send threadId null).`,
  );
}

function toStoredMessage(message: ChatMessage): {
  id: string;
  role: ChatMessage['role'];
  parts: ChatMessage['parts'];
} {
  return { id: message.id, role: message.role, parts: message.parts };
}

function logAnswerError(log: Logger, c: Context<ServerEnv>, error: unknown): void {
  log({
    time: new Date().toISOString(),
    level: 'error',
    msg: 'assistant answer failed',
    path: c.req.path,
    ...c.get('logFields'),
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
