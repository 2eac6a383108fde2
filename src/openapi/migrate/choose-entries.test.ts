import { describe, expect, it } from 'vitest';
import type { SpecIndex } from '../../navigation/index.ts';
import { EntryChooser } from './choose-entries.ts';
import type { EntryContext } from './choose-entries.ts';
import { collectNavEntries } from './navigation-entries.ts';

const spec = (source: string, ...operations: string[]): [string, SpecIndex] => [
  source,
  {
    source,
    operations: operations.map((operation) => {
      const [method = '', path = ''] = operation.split(' ');
      return { method, path, tags: [] };
    }),
  },
];

const specs = new Map([
  spec('v1.yaml', 'get /plants', 'get /seeds'),
  spec('v2.yaml', 'get /plants', 'post /plants', 'get /orders'),
]);

function chooser(navigation: unknown, extra: Partial<EntryContext> = {}) {
  const entries = collectNavEntries(navigation);
  const context: EntryContext = {
    entries,
    specs,
    defaultScope: { sources: ['v1.yaml'], definedAt: ['api', 'openapi'] },
    discoveryMode: false,
    frontmatterEndpoint: () => undefined,
    ...extra,
  };
  const find = (value: string) => {
    const entry = entries.find((candidate) => candidate.value === value);
    if (!entry) throw new Error(value);
    return entry;
  };
  return { chooser: new EntryChooser(context), find };
}

describe('EntryChooser', () => {
  it('writes METHOD /path when the scope resolves it to the right spec', () => {
    const { chooser: c, find } = chooser({ groups: [{ group: 'A', pages: ['seeds'] }] });
    expect(c.decide(find('seeds'), { spec: 'v1.yaml', method: 'get', path: '/seeds' })).toEqual({
      ok: true,
      value: 'GET /seeds',
    });
  });

  it('adds openapi to the group when nothing else in it resolves differently', () => {
    const { chooser: c, find } = chooser({ groups: [{ group: 'A', pages: ['intro', 'orders'] }] });
    const decision = c.decide(find('orders'), { spec: 'v2.yaml', method: 'get', path: '/orders' });
    expect(decision).toMatchObject({
      ok: true,
      value: 'GET /orders',
      addScope: { spec: 'v2.yaml' },
    });
    expect(decision.ok && decision.addScope?.level.path).toEqual(['navigation', 'groups', 0]);
  });

  it('names the spec in the entry when the group lists an endpoint another spec would take', () => {
    const { chooser: c, find } = chooser({
      groups: [{ group: 'A', pages: ['GET /plants', 'create'] }],
    });
    expect(c.decide(find('create'), { spec: 'v2.yaml', method: 'post', path: '/plants' })).toEqual({
      ok: true,
      value: 'v2.yaml POST /plants',
    });
  });

  it('keeps entries decided earlier resolving: a second spec in the same group gets the file form', () => {
    const { chooser: c, find } = chooser({ groups: [{ group: 'A', pages: ['orders', 'seeds2'] }] });
    c.decide(find('orders'), { spec: 'v2.yaml', method: 'get', path: '/orders' });
    expect(c.decide(find('seeds2'), { spec: 'v1.yaml', method: 'get', path: '/seeds' })).toEqual({
      ok: true,
      value: 'v1.yaml GET /seeds',
    });
  });

  it('does not change how a page that stays finds its frontmatter endpoint', () => {
    const { chooser: c, find } = chooser(
      { groups: [{ group: 'A', pages: ['stays', 'orders'] }] },
      {
        frontmatterEndpoint: (entry) =>
          entry.value === 'stays' ? { method: 'get', path: '/plants' } : undefined,
      },
    );
    expect(c.decide(find('orders'), { spec: 'v2.yaml', method: 'get', path: '/orders' })).toEqual({
      ok: true,
      value: 'v2.yaml GET /orders',
    });
  });

  it('never names a spec in a folder whose docs.json names none', () => {
    const { chooser: c, find } = chooser(
      { pages: ['orders'] },
      { discoveryMode: true, defaultScope: { sources: ['v1.yaml', 'v2.yaml'], definedAt: [] } },
    );
    expect(c.decide(find('orders'), { spec: 'v2.yaml', method: 'get', path: '/orders' })).toEqual({
      ok: true,
      value: 'GET /orders',
    });
    const decision = c.decide(find('orders'), { spec: 'v2.yaml', method: 'get', path: '/plants' });
    expect(decision.ok).toBe(false);
    expect(!decision.ok && decision.reason).toMatch(/docs\.json names no spec/);
  });
});
