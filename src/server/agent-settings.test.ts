import { describe, expect, it } from 'vitest';
import { agentSettingsFromEnv } from './agent-settings.ts';

describe('agentSettingsFromEnv', () => {
  it('has no GitHub, default concurrency and bounds without variables', () => {
    expect(agentSettingsFromEnv({})).toEqual({
      github: undefined,
      maxRunning: undefined,
      maxRunningPerProject: undefined,
      limits: {},
    });
  });

  it('reads the token, the API URL, the job counts and the bounds', () => {
    expect(
      agentSettingsFromEnv({
        FOLIO_GITHUB_TOKEN: ' ghp_x ',
        FOLIO_GITHUB_API_URL: 'https://github.example.com/api/v3',
        FOLIO_AGENT_MAX_JOBS: '4',
        FOLIO_AGENT_MAX_JOBS_PER_PROJECT: '2',
        FOLIO_AGENT_MAX_STEPS: '30',
        FOLIO_AGENT_MAX_TOKENS: '500000',
        FOLIO_AGENT_MAX_MINUTES: '5',
      }),
    ).toEqual({
      github: { token: 'ghp_x', apiUrl: 'https://github.example.com/api/v3' },
      maxRunning: 4,
      maxRunningPerProject: 2,
      limits: { maxSteps: 30, maxTokens: 500_000, maxWallTimeMs: 300_000 },
    });
  });

  it('names the variable of a bad value', () => {
    const errors = [
      { FOLIO_AGENT_MAX_JOBS: '0' },
      { FOLIO_AGENT_MAX_STEPS: 'ten' },
      { FOLIO_AGENT_MAX_MINUTES: '1.5' },
      { FOLIO_GITHUB_API_URL: 'github.example.com' },
    ].map((env) => {
      try {
        agentSettingsFromEnv(env);
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(errors).toMatchInlineSnapshot(`
      [
        "FOLIO_AGENT_MAX_JOBS="0" must be a whole number of at least 1.",
        "FOLIO_AGENT_MAX_STEPS="ten" must be a whole number of at least 1.",
        "FOLIO_AGENT_MAX_MINUTES="1.5" must be a whole number of at least 1.",
        "FOLIO_GITHUB_API_URL="github.example.com" is not an http(s) URL: give the REST API's base URL, such as https://github.example.com/api/v3.",
      ]
    `);
  });
});
