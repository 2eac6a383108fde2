/**
 * The assistant with a language model over the wire: `folio serve` configured by the
 * `FOLIO_AI_*` variables as a user sets them, against a scripted model that speaks OpenAI's
 * Chat Completions streaming format, asked through the AI SDK's own `Chat` client. Checks what
 * the model receives (the passages retrieval ranks first, in that order, each with its page's
 * URL, and the instruction to cite them), that the model's citations come back to the reader as
 * the pages' `source-url` parts, and that the assistant offers the model no tools. Run once per
 * provider that speaks this format: `openai-compatible` and `openai` with a base URL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import type { UIMessage } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { createDeployment, openDatabase } from '../../src/storage/index.ts';
import { startScriptedOpenAiServer, wireText } from '../helpers/scripted-openai-server.ts';
import type {
  ChatCompletionRequest,
  ScriptedOpenAiServer,
} from '../helpers/scripted-openai-server.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { OPEN_TIMEOUT } from '../storage/backends.ts';
import { ASSISTANT_DOCS, createAssistantSite } from './assistant-site.ts';
import type { AssistantSite } from './assistant-site.ts';

const TIMEOUT = 120_000;
const QUESTION = 'How do I add a tab to the navigation?';
const API_KEY = 'sk-test-wire-0123456789';

/** Pages besides the navigation ones, so retrieval has more to rank than it passes on. */
const DOCS = {
  ...ASSISTANT_DOCS,
  'docs.json': {
    name: 'Acme docs',
    navigation: {
      groups: [
        { group: 'Guides', pages: ['index', 'tabs', 'groups', 'deploy'] },
        { group: 'Reference', pages: ['anchors', 'api-keys'] },
      ],
    },
  },
  'groups.mdx':
    '---\ntitle: Groups\n---\n\n## Group pages in the navigation\n\nA group of the navigation gathers pages under a heading in the sidebar. Tabs can hold groups.\n',
  'deploy.mdx':
    '---\ntitle: Deploy\n---\n\n## Deploy the site\n\nRun folio build and upload the out folder to any static host.\n',
  'api-keys.mdx':
    '---\ntitle: API keys\n---\n\n## Create a key\n\nAdmin keys manage a project; assistant keys call the assistant.\n',
};

/** The passages of a grounding prompt: number, label, URL and text. */
function promptPassages(system: string) {
  const blocks = system.split(/\n\n(?=\[\d+\] )/).slice(1);
  return blocks.map((block) => {
    const match = /^\[(\d+)\] (.*)\nURL: (\S+)\n([\s\S]*)$/.exec(block);
    if (!match) throw new Error(`A passage block the script cannot read:\n${block}`);
    return { number: Number(match[1]), label: match[2], url: match[3] ?? '', text: match[4] };
  });
}

/**
 * The model's script: answer from the passage that holds `navigation.tabs`, citing it by
 * number (as the prompt asks) and naming its URL; the not-found answer when none does.
 */
function script(request: ChatCompletionRequest): string {
  const system = wireText(request.messages.find((message) => message.role === 'system'));
  const passage = promptPassages(system).find((p) => p.text?.includes('navigation.tabs'));
  if (!passage) return 'I could not find this in the documentation.';
  return `Add an entry to \`navigation.tabs\` with a tab name and its pages [${String(passage.number)}]. See ${passage.url}.`;
}

const PROVIDERS = [
  { provider: 'openai-compatible', keyVariable: 'FOLIO_AI_API_KEY' },
  { provider: 'openai', keyVariable: 'OPENAI_API_KEY' },
];

describe.each(PROVIDERS)('the assistant with FOLIO_AI_PROVIDER=$provider', (config) => {
  const savedEnv = { ...process.env };
  let model: ScriptedOpenAiServer;
  let server: RunningServer;
  let site: AssistantSite;
  let dataDir = '';

  beforeAll(async () => {
    model = await startScriptedOpenAiServer(script);
    process.env['FOLIO_AI_PROVIDER'] = config.provider;
    process.env['FOLIO_AI_MODEL'] = 'gpt-4o-mini';
    process.env['FOLIO_AI_BASE_URL'] = model.baseUrl;
    delete process.env['FOLIO_AI_API_KEY'];
    process.env[config.keyVariable] = API_KEY;
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-assistant-wire-'));
    const seed = await openDatabase({ dataDir });
    let deploymentId: string;
    try {
      site = await createAssistantSite(seed, await tempDocs(DOCS));
      deploymentId = (await createDeployment(seed, { projectId: site.project.id })).id;
    } finally {
      await seed.close();
    }
    server = await startServer({ port: 0, dataDir, log: () => undefined, cacheTtlMs: 0 });
    expect((await server.services.deployments.settled(deploymentId)).status).toBe('ready');
  }, TIMEOUT);
  afterAll(async () => {
    await server.close();
    await model.close();
    process.env = savedEnv;
    await rm(dataDir, { recursive: true, force: true });
  }, OPEN_TIMEOUT);

  /** The first `pageSize` search results, as `POST /v1/search/{domain}` returns them. */
  async function searchResults(query: string, pageSize: number) {
    const response = await fetch(`${server.url}/v1/search/${site.project.subdomain}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${site.assistantKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ query, pageSize }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { content: string; path: string }[];
  }

  it(
    'gives the model the top passages with their URLs, and streams its citations as sources',
    async () => {
      const chat = new Chat<UIMessage>({
        transport: new DefaultChatTransport({
          api: `${server.url}/v1/assistant/${site.project.subdomain}/message`,
          headers: { Authorization: `Bearer ${site.assistantKey}` },
          body: { fp: `wire-${config.provider}` },
        }),
      });
      await chat.sendMessage({ text: QUESTION });
      expect(chat.error).toBeUndefined();

      // What the model received, on the wire.
      expect(model.requests).toHaveLength(1);
      const [received] = model.requests;
      expect(received?.path).toBe('/v1/chat/completions');
      expect(received?.headers.authorization).toBe(`Bearer ${API_KEY}`);
      const body = received?.body;
      expect(body?.model).toBe('gpt-4o-mini');
      expect(body?.stream).toBe(true);
      expect(body?.tools).toBeUndefined();
      expect(body?.messages.map((message) => message.role)).toEqual(['system', 'user']);
      expect(wireText(body?.messages[1])).toBe(QUESTION);
      const system = wireText(body?.messages[0]);
      expect(system).toContain('cite the passages it comes from by number in square brackets');
      expect(system).toContain('do not use knowledge from outside the passages');

      // The passages are retrieval's first five (the default page size), best first.
      const ranked = await searchResults(QUESTION, 5);
      expect(ranked.length).toBeGreaterThanOrEqual(3);
      const passages = promptPassages(system);
      const siteUrl = `http://${site.project.subdomain}.localhost:${new URL(server.url).port}`;
      expect(passages.map((passage) => passage.url)).toEqual(
        ranked.map((result) => `${siteUrl}${result.path}`),
      );
      passages.forEach((passage, index) => {
        expect(passage.number).toBe(index + 1);
        expect(passage.text).toContain(ranked[index]?.content.slice(0, 60));
      });
      const tabs = passages.find((passage) => passage.text?.includes('navigation.tabs'));
      expect(tabs?.url).toBe(`${siteUrl}/tabs#add-a-tab`);

      // What the reader got: the model's text, and the cited page as the one source.
      const answer = chat.messages[1];
      const text = answer?.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
      expect(text).toBe(
        `Add an entry to \`navigation.tabs\` with a tab name and its pages [${String(tabs?.number)}]. See ${tabs?.url ?? ''}.`,
      );
      const sources = answer?.parts.filter((part) => part.type === 'source-url');
      expect(sources?.map((part) => ({ url: part.url, title: part.title }))).toEqual([
        { url: tabs?.url, title: 'Tabs › Add a tab' },
      ]);
    },
    TIMEOUT,
  );

  it(
    'says it cannot find the answer when the model finds no passage for it',
    async () => {
      const chat = new Chat<UIMessage>({
        transport: new DefaultChatTransport({
          api: `${server.url}/v1/assistant/${site.project.subdomain}/message`,
          headers: { Authorization: `Bearer ${site.assistantKey}` },
          body: { fp: `wire-none-${config.provider}` },
        }),
      });
      await chat.sendMessage({ text: 'What is the population of Mongolia?' });
      const system = wireText(model.requests.at(-1)?.body.messages[0]);
      expect(system).toContain('No passage of the documentation matches this question.');
      const answer = chat.messages[1];
      expect(answer?.parts.find((part) => part.type === 'text')).toMatchObject({
        text: 'I could not find this in the documentation.',
      });
    },
    TIMEOUT,
  );
});
