import { readFileSync } from 'node:fs';
import { mkdtemp, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckMemo } from './check-memo.ts';
import { checkParts } from './check-parts.ts';
import { CUT_FROM } from '../content/index.ts';

const entry = (label: string): string =>
  `<Update label="${label}">\n  ${'Fixed a bug. '.repeat(80)}\n</Update>\n\n`;
const log = Array.from({ length: Math.ceil(CUT_FROM / 1000) + 1 }, (_, i) =>
  entry(`v${String(i)}`),
).join('');

/** A docs folder whose files were last written an hour ago (settled), and its cache folder. */
async function folder(files: Record<string, string>): Promise<{ root: string; cache: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-memo-'));
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const [file, text] of Object.entries(files)) {
    await writeFile(path.join(root, file), text);
    await utimes(path.join(root, file), hourAgo, hourAgo);
  }
  return { root, cache: path.join(root, '.folio', 'cache') };
}

/** `checkParts` over `files` of `root` with the memo kept in `cache`, and the files it read. */
async function run(root: string, cache: string, files: string[]) {
  const read: string[] = [];
  const memo = CheckMemo.open(root, cache, 'engine');
  const parts = await checkParts(
    files,
    (file) => {
      read.push(file);
      return readFileSync(path.join(root, file), 'utf8');
    },
    { memo },
  );
  memo.save();
  return { parts, read };
}

describe('CheckMemo', () => {
  it('reads again only the pages whose files changed, and gives the same checks', async () => {
    const { root, cache } = await folder({
      'a.mdx': '# A\n',
      'v1.mdx': log,
      'v2.mdx': entry('new') + log,
    });
    const files = ['a.mdx', 'v1.mdx', 'v2.mdx'];
    const first = await run(root, cache, files);
    // Pages cut into runs are read again for the runs' keys.
    expect(first.read.sort()).toEqual(['a.mdx', 'v1.mdx', 'v1.mdx', 'v2.mdx', 'v2.mdx']);

    const second = await run(root, cache, files);
    expect(second.read).toEqual([]);
    expect(second.parts).toEqual(first.parts);

    await writeFile(path.join(root, 'a.mdx'), '# B\n');
    await utimes(
      path.join(root, 'a.mdx'),
      new Date(Date.now() - 5000),
      new Date(Date.now() - 5000),
    );
    const third = await run(root, cache, files);
    expect(third.read).toEqual(['a.mdx']);
    expect(third.parts.get('a.mdx')).not.toEqual(first.parts.get('a.mdx'));
  });

  it('does not trust files written in the last second, or links', async () => {
    const { root, cache } = await folder({ 'a.mdx': '# A\n', 'target.mdx': '# T\n' });
    await writeFile(path.join(root, 'fresh.mdx'), '# Fresh\n');
    await symlink('target.mdx', path.join(root, 'link.mdx'));
    const files = ['a.mdx', 'fresh.mdx', 'link.mdx'];
    await run(root, cache, files);
    expect((await run(root, cache, files)).read.sort()).toEqual(['fresh.mdx', 'link.mdx']);
  });

  it('ignores a memo of any other shape, as a repository may ship one', async () => {
    const { root, cache } = await folder({ 'a.mdx': '# A\n', 'constructor.mdx': '# C\n' });
    const files = ['a.mdx', 'constructor.mdx'];
    const expected = (await run(root, cache, files)).parts;
    const memoFile = path.join(cache, 'check', 'texts.json');
    const memo = JSON.parse(readFileSync(memoFile, 'utf8')) as Record<string, unknown>;
    const key = (memo['files'] as Record<string, [string, string]>)['a.mdx']?.[1] ?? '';
    const bad = [
      // The page's key is found, but its cut is not one.
      { ...memo, cuts: { [key]: { sections: 'x', keys: 'y' } } },
      { ...memo, cuts: { [key]: { sections: [{ start: 0, end: 'x', line: 0 }], keys: ['k'] } } },
      { ...memo, files: [] },
      { ...memo, files: { 'a.mdx': 'not a pair' } },
      { ...memo, cuts: { x: { sections: [{ start: 5, end: 1, line: 0 }], keys: ['k'] } } },
      { ...memo, cuts: { x: { sections: [], keys: ['k'] } } },
      { ...memo, runs: { x: { '0:1': 7 } } },
      null,
    ];
    for (const shape of bad) {
      await writeFile(memoFile, JSON.stringify(shape));
      const again = await run(root, cache, files);
      expect(again.read.sort()).toEqual(files);
      expect(again.parts).toEqual(expected);
    }
    // Keys that name Object's own properties find nothing there.
    await writeFile(memoFile, JSON.stringify({ ...memo, files: {}, cuts: {}, runs: {} }));
    const memoOpened = CheckMemo.open(root, cache, 'engine');
    let made = 0;
    expect(memoOpened.keyOf('constructor.mdx', () => String(++made))).toBe('1');
    expect(memoOpened.cutOf('constructor', () => null)).toBeNull();
    expect(memoOpened.runKeyOf('__proto__', 0, 1, () => 'made')).toBe('made');
  });

  it('remembers nothing without a cache folder or for another engine', async () => {
    const { root, cache } = await folder({ 'a.mdx': '# A\n' });
    await run(root, cache, ['a.mdx']);
    const memo = CheckMemo.open(root, cache, 'another engine');
    let reads = 0;
    memo.keyOf('a.mdx', () => String(++reads));
    expect(reads).toBe(1);
    const none = CheckMemo.open(root, undefined, 'engine');
    none.keyOf('a.mdx', () => String(++reads));
    expect(reads).toBe(2);
  });
});
