/**
 * How the agent runs on this server, from the environment: the GitHub access for pull requests
 * (`FOLIO_GITHUB_TOKEN`, `FOLIO_GITHUB_API_URL` for GitHub Enterprise), how many jobs run at
 * once (`FOLIO_AGENT_MAX_JOBS` over every server on the database, `FOLIO_AGENT_MAX_JOBS_PER_PROJECT`)
 * and each job's bounds (`FOLIO_AGENT_MAX_STEPS`, `FOLIO_AGENT_MAX_TOKENS`,
 * `FOLIO_AGENT_MAX_MINUTES`). The model is the assistant's (`FOLIO_AI_*`). A value that is not
 * a positive whole number stops the start with a message naming it.
 *
 * @module
 */
import type { AgentLimits, GitHubOptions } from '../agent/index.ts';

/** The agent's settings besides its model. */
export interface AgentSettings {
  github: GitHubOptions | undefined;
  maxRunning: number | undefined;
  maxRunningPerProject: number | undefined;
  limits: Partial<AgentLimits>;
}

type Environment = Record<string, string | undefined>;

/** The settings the environment gives; throws an Error with a readable message on a bad value. */
export function agentSettingsFromEnv(env: Environment = process.env): AgentSettings {
  const token = text(env, 'FOLIO_GITHUB_TOKEN');
  const apiUrl = text(env, 'FOLIO_GITHUB_API_URL');
  if (apiUrl !== undefined && !/^https?:\/\/[^/]/.test(apiUrl)) {
    throw new Error(
      `FOLIO_GITHUB_API_URL="${apiUrl}" is not an http(s) URL: give the REST API's base URL, such as https://github.example.com/api/v3.`,
    );
  }
  const limits: Partial<AgentLimits> = {};
  const steps = positive(env, 'FOLIO_AGENT_MAX_STEPS');
  const tokens = positive(env, 'FOLIO_AGENT_MAX_TOKENS');
  const minutes = positive(env, 'FOLIO_AGENT_MAX_MINUTES');
  if (steps !== undefined) limits.maxSteps = steps;
  if (tokens !== undefined) limits.maxTokens = tokens;
  if (minutes !== undefined) limits.maxWallTimeMs = minutes * 60_000;
  return {
    github:
      token === undefined ? undefined : { token, ...(apiUrl === undefined ? {} : { apiUrl }) },
    maxRunning: positive(env, 'FOLIO_AGENT_MAX_JOBS'),
    maxRunningPerProject: positive(env, 'FOLIO_AGENT_MAX_JOBS_PER_PROJECT'),
    limits,
  };
}

function text(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function positive(env: Environment, name: string): number | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new Error(`${name}="${value}" must be a whole number of at least 1.`);
  }
  return number;
}
