import { describe, expect, it } from 'vitest';
import { moveOlderApiKeys } from './older-api-keys.ts';
import type { DocsConfig } from './schema/docs-json.ts';

const locate = () => undefined;

describe('api.baseUrl and api.auth', () => {
  it('move into api.mdx with a warning naming the new key', () => {
    const config = {
      api: { baseUrl: 'https://api.example.com', auth: { method: 'bearer' } },
    } as unknown as DocsConfig;
    const diagnostics = moveOlderApiKeys(config, locate);
    expect(config.api).toEqual({
      mdx: { server: 'https://api.example.com', auth: { method: 'bearer' } },
    });
    expect(diagnostics.map((d) => [d.code, d.message, d.hint, d.jsonPath])).toEqual([
      [
        'deprecated-key',
        '"api.baseUrl" is deprecated: the format now calls it "api.mdx.server"',
        'Folio uses it as "api.mdx.server"; move it there to silence this warning.',
        'api.baseUrl',
      ],
      [
        'deprecated-key',
        '"api.auth" is deprecated: the format now calls it "api.mdx.auth"',
        'Folio uses it as "api.mdx.auth"; move it there to silence this warning.',
        'api.auth',
      ],
    ]);
  });

  it('leave an api.mdx key already set as it is', () => {
    const config = {
      api: { baseUrl: 'https://old.example.com', mdx: { server: 'https://new.example.com' } },
    } as unknown as DocsConfig;
    const [warning] = moveOlderApiKeys(config, locate);
    expect(config.api?.mdx).toEqual({ server: 'https://new.example.com' });
    expect(warning?.hint).toBe('"api.mdx.server" is set too and is used; remove "api.baseUrl".');
  });

  it('say nothing without them', () => {
    const config = { api: { mdx: { server: 'https://x.dev' } } } as unknown as DocsConfig;
    expect(moveOlderApiKeys(config, locate)).toEqual([]);
  });
});
