/**
 * The model from environment variables: each provider, the errors that name the variable to
 * fix, and a whole answer from an OpenAI-compatible server (a local one speaking
 * `/chat/completions`), as llama.cpp, vLLM or Ollama would.
 */
import type { IncomingMessage } from 'node:http';
import { convertReadableStreamToArray } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { localServer } from '../../test/helpers/local-server.ts';
import { chatCompletionChunk } from '../../test/helpers/chat-completion-stream.ts';
import { answerStream } from './answer-stream.ts';
import { assistantModelFromEnv } from './model-from-env.ts';
import { askTabs, iconsPassage, SITE_URL, tabsPassage } from '../../test/assistant/passages.ts';

/** The provider and model id of what `env` configures. */
function configured(
  env: Record<string, string>,
): { provider: string; modelId: string; name: string } | undefined {
  const answer = assistantModelFromEnv(env);
  if (answer === undefined) return undefined;
  const model = answer.model as { provider: string; modelId: string };
  return { provider: model.provider, modelId: model.modelId, name: answer.name };
}

function failure(env: Record<string, string>): string {
  try {
    assistantModelFromEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('assistantModelFromEnv', () => {
  it('configures no model when FOLIO_AI_PROVIDER is unset or empty', () => {
    expect(assistantModelFromEnv({})).toBe(undefined);
    expect(assistantModelFromEnv({ FOLIO_AI_PROVIDER: ' ', OPENAI_API_KEY: 'sk-x' })).toBe(
      undefined,
    );
  });

  it('configures each provider', () => {
    expect(
      configured({
        FOLIO_AI_PROVIDER: 'openai',
        FOLIO_AI_MODEL: 'gpt-4o-mini',
        OPENAI_API_KEY: 'k',
      }),
    ).toEqual({ provider: 'openai.responses', modelId: 'gpt-4o-mini', name: 'openai:gpt-4o-mini' });
    expect(
      configured({
        FOLIO_AI_PROVIDER: 'OpenAI',
        FOLIO_AI_MODEL: 'gpt-4o-mini',
        FOLIO_AI_API_KEY: 'k',
        FOLIO_AI_BASE_URL: 'https://proxy.example/v1',
      }),
    ).toEqual({ provider: 'openai.chat', modelId: 'gpt-4o-mini', name: 'openai:gpt-4o-mini' });
    expect(
      configured({
        FOLIO_AI_PROVIDER: 'anthropic',
        FOLIO_AI_MODEL: 'claude-sonnet-4-5',
        ANTHROPIC_API_KEY: 'k',
      }),
    ).toEqual({
      provider: 'anthropic.messages',
      modelId: 'claude-sonnet-4-5',
      name: 'anthropic:claude-sonnet-4-5',
    });
    expect(
      configured({
        FOLIO_AI_PROVIDER: 'openai-compatible',
        FOLIO_AI_MODEL: 'llama3.1',
        FOLIO_AI_BASE_URL: 'http://localhost:11434/v1',
      }),
    ).toEqual({
      provider: 'openai-compatible.chat',
      modelId: 'llama3.1',
      name: 'openai-compatible:llama3.1',
    });
  });

  it('names the variable to fix', () => {
    expect(failure({ FOLIO_AI_PROVIDER: 'opnai', FOLIO_AI_MODEL: 'm' })).toMatchInlineSnapshot(
      `"FOLIO_AI_PROVIDER="opnai" is not a provider Folio knows: use "openai", "anthropic", "openai-compatible". Did you mean "openai"?"`,
    );
    expect(failure({ FOLIO_AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k' })).toMatchInlineSnapshot(
      `"FOLIO_AI_MODEL is not set: name the openai model the assistant should use (for example FOLIO_AI_MODEL=gpt-4o-mini)."`,
    );
    expect(
      failure({ FOLIO_AI_PROVIDER: 'openai-compatible', FOLIO_AI_MODEL: 'm' }),
    ).toMatchInlineSnapshot(
      `"FOLIO_AI_BASE_URL is not set: FOLIO_AI_PROVIDER=openai-compatible needs the URL of the server, such as http://localhost:11434/v1 (Ollama) or http://localhost:8080/v1."`,
    );
    expect(failure({ FOLIO_AI_PROVIDER: 'anthropic', FOLIO_AI_MODEL: 'm' })).toMatchInlineSnapshot(
      `"No API key for anthropic: set FOLIO_AI_API_KEY (or ANTHROPIC_API_KEY). For a local server without keys, use FOLIO_AI_PROVIDER=openai-compatible with FOLIO_AI_BASE_URL."`,
    );
    expect(
      failure({
        FOLIO_AI_PROVIDER: 'openai-compatible',
        FOLIO_AI_MODEL: 'm',
        FOLIO_AI_BASE_URL: 'localhost:8080',
      }),
    ).toMatchInlineSnapshot(
      `"FOLIO_AI_BASE_URL="localhost:8080" must start with http:// or https://."`,
    );
    expect(failure({ FOLIO_AI_MODEL: 'gpt-4o-mini' })).toMatchInlineSnapshot(
      `"FOLIO_AI_MODEL is set but FOLIO_AI_PROVIDER is not: set FOLIO_AI_PROVIDER to "openai", "anthropic", "openai-compatible"."`,
    );
  });
});

describe('an OpenAI-compatible server', () => {
  const requests: {
    url: string;
    authorization: string | undefined;
    body: Record<string, unknown>;
  }[] = [];
  const server = localServer((request, response) => {
    void readJson(request).then((body) => {
      requests.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: object, finish: string | null, usage?: object): string =>
        chatCompletionChunk(delta, finish, { model: 'llama3.1', ...(usage ? { usage } : {}) });
      response.write(chunk({ role: 'assistant', content: 'Give the tab' }, null));
      response.write(chunk({ content: ' an icon key [2].' }, null));
      response.write(
        chunk({}, 'stop', { prompt_tokens: 50, completion_tokens: 8, total_tokens: 58 }),
      );
      response.end('data: [DONE]\n\n');
    });
  });

  it('answers through /chat/completions with the key, streaming usage, and the grounded prompt', async () => {
    const model = assistantModelFromEnv({
      FOLIO_AI_PROVIDER: 'openai-compatible',
      FOLIO_AI_MODEL: 'llama3.1',
      FOLIO_AI_BASE_URL: `${server.url()}/v1`,
      FOLIO_AI_API_KEY: 'local-key',
    });
    const chunks = await convertReadableStreamToArray(
      answerStream({
        messages: askTabs(),
        passages: [tabsPassage, iconsPassage],
        siteUrl: SITE_URL,
        threadId: 'T',
        model,
      }),
    );
    const text = chunks
      .flatMap((chunk) => (chunk.type === 'text-delta' ? [chunk.delta] : []))
      .join('');
    expect(text).toBe('Give the tab an icon key [2].');
    expect(chunks.filter((chunk) => chunk.type === 'source-url').map((chunk) => chunk.url)).toEqual(
      [`${SITE_URL}/navigation/tabs#icons`],
    );
    expect(chunks.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop', threadId: 'T' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/v1/chat/completions');
    expect(requests[0]?.authorization).toBe('Bearer local-key');
    expect(requests[0]?.body).toMatchObject({
      model: 'llama3.1',
      stream: true,
      stream_options: { include_usage: true },
    });
    const messages = requests[0]?.body['messages'] as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0]?.content).toContain('[2] Tabs › Icons');
    expect(messages[1]?.content).toBe('How do I add a tab with an icon?');
  });
});

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as Record<string, unknown>;
}
