import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUT_FROM } from '../content/index.ts';
import { checkParts } from './check-parts.ts';
import { CheckThreads } from './check-threads.ts';

const entry = (label: string): string =>
  `<Update label="${label}">\n  ${'Fixed a bug. '.repeat(80)}\n</Update>\n\n`;
const log = Array.from({ length: Math.ceil(CUT_FROM / 1000) + 1 }, (_, i) =>
  entry(`v${String(i)}`),
).join('');

/** A hundred versions of a small site: copies, a changelog each version extends, a page of its own. */
async function versionedSite(): Promise<{ root: string; files: string[] }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'folio-check-threads-'));
  const files: string[] = [];
  for (let version = 1; version <= 100; version++) {
    const folder = `v${String(version)}`;
    await mkdir(path.join(root, folder));
    const pages: Record<string, string> = {
      'index.mdx': '# Home\n\nThe same in every version.\n',
      'changelog.mdx': entry(`new in ${folder}`) + log,
      'own.mdx': `# ${folder}\n\n![A picture](./picture.png)\n`,
      'missing.mdx': '# Gone\n',
    };
    for (const [name, text] of Object.entries(pages)) {
      await writeFile(path.join(root, folder, name), text);
      files.push(`${folder}/${name}`);
    }
  }
  // A page the folder does not have: the thread that asked reports it.
  return { root, files: [...files, 'absent.mdx'] };
}

describe('CheckThreads', () => {
  it('keys and cuts pages on workers as this thread alone would', async () => {
    const { root, files } = await versionedSite();
    const read = (file: string): Buffer => readFileSync(path.join(root, file));
    const present = files.filter((file) => file !== 'absent.mdx');
    const alone = await checkParts(present, read);

    const threads = new CheckThreads(2);
    threads.startAhead(1000);
    try {
      const help = threads.help(root);
      expect(help).toBeDefined();
      // Once the worker has loaded (it answers this only then), it takes its share of each order.
      await checkParts(present, read, { help });
      expect(await checkParts(present, read, { help })).toEqual(alone);
      // What no worker could read is read by the thread that asked, and fails there.
      await expect(checkParts(files, read, { help })).rejects.toThrow(/absent\.mdx/);
    } finally {
      threads.close();
    }
  });

  it('reads no page through a link that leads out of the folder', async () => {
    const { root, files } = await versionedSite();
    const outside = await mkdtemp(path.join(os.tmpdir(), 'folio-check-threads-outside-'));
    await writeFile(path.join(outside, 'secret.mdx'), '# Secret\n');
    await symlink(path.join(outside, 'secret.mdx'), path.join(root, 'out.mdx'));
    const threads = new CheckThreads(2);
    threads.startAhead(1000);
    try {
      const help = threads.help(root);
      const pages = files.filter((file) => file !== 'absent.mdx');
      const keys = await help?.keys([...pages, 'out.mdx']);
      const cuts = await help?.cuts([...pages, 'out.mdx']);
      expect(keys?.size).toBe(pages.length);
      expect(keys?.has('out.mdx')).toBe(false);
      expect(cuts?.has('out.mdx')).toBe(false);
    } finally {
      threads.close();
    }
  });

  it('starts no worker for few checks, and then gives no help', () => {
    const threads = new CheckThreads(2);
    threads.startAhead(10);
    expect(threads.help('.')).toBeUndefined();
    threads.close();
  });
});
