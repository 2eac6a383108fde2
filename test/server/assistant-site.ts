/**
 * Test support for the assistant and search APIs: a small docs site built for real into a
 * project's current deployment, the keys to call it, and the reply stream read with the AI
 * SDK's own client code (`parseJsonEventStream`, `uiMessageChunkSchema`, `readUIMessageStream`),
 * the way `useChat` reads it.
 *
 * @module
 */
import { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema } from 'ai';
import type { UIMessage, UIMessageChunk } from 'ai';
import { createApiKey, createOrganization, createProject } from '../../src/storage/index.ts';
import type { Database, Organization, Project } from '../../src/storage/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { uniqueSubdomain } from '../storage/fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A docs folder about navigation: tabs, anchors and versions, in two groups. */
export const ASSISTANT_DOCS = {
  'docs.json': {
    name: 'Acme docs',
    navigation: {
      groups: [
        { group: 'Guides', pages: ['index', 'tabs'] },
        { group: 'Reference', pages: ['anchors'] },
      ],
    },
  },
  'index.mdx': '---\ntitle: Welcome\n---\n\nAcme documentation, built with Folio.\n',
  'tabs.mdx': [
    '---',
    'title: Tabs',
    'description: Split the site into tabs.',
    '---',
    '',
    '## Add a tab',
    '',
    'Add an entry to navigation.tabs with a tab name and its pages. Each tab gets its own URL path',
    'and a horizontal bar at the top of the page.',
    '',
  ].join('\n'),
  'anchors.mdx': [
    '---',
    'title: Anchors',
    '---',
    '',
    '## Global anchors',
    '',
    'Global anchors are links shown on every page of the site. Each one needs an href.',
    '',
  ].join('\n'),
};

/** A project of its own organization, and its keys. */
export interface AssistantSite {
  organization: Organization;
  project: Project;
  /** An assistant key of the project. */
  assistantKey: string;
  /** An admin key of the project. */
  adminKey: string;
}

/** A project built from `folder` (not built yet), with an assistant and an admin key. */
export async function createAssistantSite(db: Database, folder: string): Promise<AssistantSite> {
  const organization = await createOrganization(db, { name: 'Acme' });
  const project = await createProject(db, {
    organizationId: organization.id,
    subdomain: uniqueSubdomain(),
    name: 'Acme docs',
    source: { type: 'folder', path: folder },
  });
  const assistant = await createApiKey(db, { type: 'assistant', projectId: project.id });
  const admin = await createApiKey(db, { type: 'admin', projectId: project.id });
  return { organization, project, assistantKey: assistant.key, adminKey: admin.key };
}

/** {@link createAssistantSite} over a new folder of {@link ASSISTANT_DOCS}, built and served. */
export async function createBuiltAssistantSite(
  test: TestApp,
  db: Database,
): Promise<AssistantSite> {
  const site = await createAssistantSite(db, await tempDocs(ASSISTANT_DOCS));
  const queued = await test.services.deployments.request(site.project);
  const built = await test.services.deployments.settled(queued.id);
  if (built.status !== 'ready')
    throw new Error(`The test site did not build: ${built.error ?? ''}`);
  return site;
}

/** A reply read as a client reads it. */
export interface ReadReply {
  /** The assistant message as `useChat` holds it at the end. */
  message: UIMessage<{ threadId?: string }>;
  /** Every chunk, in order, as the SDK parsed it. */
  chunks: UIMessageChunk[];
  /** The `finish` chunk, with the fields the SDK's type does not name (`threadId`). */
  finish: Record<string, unknown> | undefined;
}

/** Reads the body of an assistant reply with the AI SDK; throws on a chunk it cannot parse. */
export async function readReply(response: Response): Promise<ReadReply> {
  if (!response.body) throw new Error('The reply has no body.');
  const parsed = parseJsonEventStream({ stream: response.body, schema: uiMessageChunkSchema });
  const chunks = parsed.pipeThrough(
    new TransformStream<typeof parsed extends ReadableStream<infer R> ? R : never, UIMessageChunk>({
      transform(result, controller) {
        if (!result.success) throw result.error;
        controller.enqueue(result.value);
      },
    }),
  );
  const [forClient, forTest] = chunks.tee();
  const collected: UIMessageChunk[] = [];
  const collecting = (async () => {
    for await (const chunk of forTest) collected.push(chunk);
  })();
  let message: UIMessage<{ threadId?: string }> | undefined;
  for await (const state of readUIMessageStream<UIMessage<{ threadId?: string }>>({
    stream: forClient,
    terminateOnError: true,
  })) {
    message = state;
  }
  await collecting;
  if (!message) throw new Error('The reply held no message.');
  const finish = collected.find((chunk) => chunk.type === 'finish') as
    Record<string, unknown> | undefined;
  return { message, chunks: collected, finish };
}

/** The text of a message's text parts. */
export function messageText(message: UIMessage): string {
  return message.parts
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('')
    .trim();
}
