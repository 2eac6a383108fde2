/**
 * The assistant's language model, configured by environment variables:
 *
 * - `FOLIO_AI_PROVIDER`: `openai`, `anthropic` or `openai-compatible` (any server with
 *   `POST /chat/completions`: llama.cpp, vLLM, Ollama, LM Studio...). Unset: no model, and the
 *   assistant answers by quoting the docs.
 * - `FOLIO_AI_MODEL`: the model id (`gpt-4o-mini`, `claude-sonnet-4-5`, `llama3.1`).
 * - `FOLIO_AI_BASE_URL`: the API's base URL; required for `openai-compatible`, optional for the
 *   others. With `openai`, a base URL switches to the Chat Completions API, which
 *   OpenAI-compatible servers implement (the default Responses API is OpenAI's own).
 * - `FOLIO_AI_API_KEY`: the key; else `OPENAI_API_KEY` or `ANTHROPIC_API_KEY` for those
 *   providers. Optional for `openai-compatible` (local servers often need none).
 *
 * @module
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { didYouMean } from '../shared/index.ts';
import type { AnswerModel } from './model-answer.ts';

/** The providers `FOLIO_AI_PROVIDER` accepts. */
export const AI_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Environment variables as `process.env` holds them. */
export type Environment = Record<string, string | undefined>;

/**
 * The model `env` configures, or undefined when `FOLIO_AI_PROVIDER` is unset. Throws an Error
 * naming the variable to fix when the configuration is incomplete or wrong.
 */
export function assistantModelFromEnv(env: Environment = process.env): AnswerModel | undefined {
  const provider = value(env, 'FOLIO_AI_PROVIDER')?.toLowerCase();
  const modelId = value(env, 'FOLIO_AI_MODEL');
  const baseURL = value(env, 'FOLIO_AI_BASE_URL');
  if (provider === undefined) {
    if (modelId === undefined && baseURL === undefined) return undefined;
    throw new Error(
      `FOLIO_AI_${modelId === undefined ? 'BASE_URL' : 'MODEL'} is set but FOLIO_AI_PROVIDER is not: ` +
        `set FOLIO_AI_PROVIDER to ${providerList()}.`,
    );
  }
  if (!isProvider(provider)) {
    const suggestion = didYouMean(provider, AI_PROVIDERS);
    const hint = suggestion === undefined ? '' : ` Did you mean "${suggestion}"?`;
    throw new Error(
      `FOLIO_AI_PROVIDER="${provider}" is not a provider Folio knows: use ${providerList()}.${hint}`,
    );
  }
  if (modelId === undefined) {
    throw new Error(
      `FOLIO_AI_MODEL is not set: name the ${provider} model the assistant should use ` +
        `(for example FOLIO_AI_MODEL=${exampleModel(provider)}).`,
    );
  }
  if (baseURL !== undefined) checkBaseUrl(baseURL);
  const name = `${provider}:${modelId}`;
  switch (provider) {
    case 'openai-compatible': {
      if (baseURL === undefined) {
        throw new Error(
          'FOLIO_AI_BASE_URL is not set: FOLIO_AI_PROVIDER=openai-compatible needs the URL of ' +
            'the server, such as http://localhost:11434/v1 (Ollama) or http://localhost:8080/v1.',
        );
      }
      const apiKey = value(env, 'FOLIO_AI_API_KEY');
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        includeUsage: true,
        ...(apiKey === undefined ? {} : { apiKey }),
      });
      return { model: compatible(modelId), name };
    }
    case 'openai': {
      const apiKey = requireKey(env, 'OPENAI_API_KEY', provider);
      if (baseURL === undefined) return { model: createOpenAI({ apiKey })(modelId), name };
      return { model: createOpenAI({ apiKey, baseURL }).chat(modelId), name };
    }
    case 'anthropic': {
      const apiKey = requireKey(env, 'ANTHROPIC_API_KEY', provider);
      const anthropic = createAnthropic({ apiKey, ...(baseURL === undefined ? {} : { baseURL }) });
      return { model: anthropic(modelId), name };
    }
  }
}

function value(env: Environment, name: string): string | undefined {
  const text = env[name]?.trim();
  return text === undefined || text === '' ? undefined : text;
}

function requireKey(env: Environment, providerVariable: string, provider: AiProvider): string {
  const key = value(env, 'FOLIO_AI_API_KEY') ?? value(env, providerVariable);
  if (key !== undefined) return key;
  throw new Error(
    `No API key for ${provider}: set FOLIO_AI_API_KEY (or ${providerVariable}). For a local ` +
      'server without keys, use FOLIO_AI_PROVIDER=openai-compatible with FOLIO_AI_BASE_URL.',
  );
}

function checkBaseUrl(baseURL: string): void {
  let url: URL;
  try {
    url = new URL(baseURL);
  } catch {
    throw new Error(
      `FOLIO_AI_BASE_URL="${baseURL}" is not a URL: give the API's base URL with its scheme, ` +
        'such as http://localhost:11434/v1.',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`FOLIO_AI_BASE_URL="${baseURL}" must start with http:// or https://.`);
  }
}

function isProvider(name: string): name is AiProvider {
  return (AI_PROVIDERS as readonly string[]).includes(name);
}

function providerList(): string {
  return AI_PROVIDERS.map((name) => `"${name}"`).join(', ');
}

function exampleModel(provider: AiProvider): string {
  if (provider === 'anthropic') return 'claude-sonnet-4-5';
  if (provider === 'openai') return 'gpt-4o-mini';
  return 'llama3.1';
}
