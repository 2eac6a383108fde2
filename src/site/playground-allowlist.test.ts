import { describe, expect, it, vi } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import type { DocsProject } from '../content/index.ts';
import { loadSpecIndex } from '../openapi/index.ts';
import { playgroundServers, serverVariants } from './playground-allowlist.ts';

/** How many YAML documents were parsed. */
const parsed = vi.hoisted(() => ({ count: 0 }));

// Specs' summaries are read with js-yaml (see `read-spec-document.ts`).
vi.mock('js-yaml', async (actual) => {
  const yaml = await actual<typeof import('js-yaml')>();
  return {
    ...yaml,
    load: (...args: Parameters<typeof yaml.load>) => {
      parsed.count += 1;
      return yaml.load(...args);
    },
  };
});

describe('playgroundServers', () => {
  it('takes the servers from the one parse of each spec text, however many copies', async () => {
    const spec = 'openapi: 3.0.0\nservers:\n  - url: https://api.example.com\npaths: {}\n';
    const root = await tempDocs({ 'v1/api.yaml': spec, 'v2/api.yaml': spec });
    parsed.count = 0;
    const project = {
      root,
      specs: await loadSpecIndex(root, ['v1/api.yaml', 'v2/api.yaml']),
      remoteSpecs: new Map(),
      loaded: { config: {} },
      frontmatter: new Map(),
    } as unknown as DocsProject;
    expect(playgroundServers(project)).toEqual(['https://api.example.com']);
    expect(parsed.count).toBe(1);
  });
});

describe('serverVariants', () => {
  it('takes every enum value, else only the default, so no variable can name any host', () => {
    expect(
      serverVariants({
        url: 'https://{region}.example.com/{version}',
        variables: {
          region: { default: 'eu', enum: ['eu', 'us'] },
          version: { default: 'v1' },
        },
      }),
    ).toEqual(['https://eu.example.com/v1', 'https://us.example.com/v1']);
    expect(serverVariants({ url: 'https://{tenant}.example.com', variables: {} })).toEqual([]);
  });
});
