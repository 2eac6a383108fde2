import { execFileSync } from 'node:child_process';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import {
  OutsideFolderError,
  isReadableInside,
  openInside,
  outsideFolderDiagnostic,
  readInside,
  readTextInsideSync,
  realPathInside,
} from './contained-path.ts';

/** A docs folder with links of every kind, and a folder outside it. */
async function linkedFolder(): Promise<{ root: string; elsewhere: string }> {
  const elsewhere = await tempDocs({ 'secret.txt': 'secret', 'folder/page.mdx': '# Secret' });
  const root = await tempDocs({ 'page.mdx': '# Page', 'images/a.png': 'png', '.git/config': 'x' });
  await symlink(path.join(elsewhere, 'secret.txt'), path.join(root, 'out.mdx'));
  await symlink(path.join(elsewhere, 'folder'), path.join(root, 'linked'));
  await symlink('page.mdx', path.join(root, 'alias.mdx'));
  await symlink('images', path.join(root, 'pictures'));
  await symlink('.git/config', path.join(root, 'config.mdx'));
  return { root, elsewhere };
}

function refusal(read: () => unknown): OutsideFolderError {
  try {
    read();
  } catch (error) {
    if (error instanceof OutsideFolderError) return error;
    throw error;
  }
  throw new Error('the read was not refused');
}

describe('reading inside a docs folder', () => {
  it('reads files inside, through links that stay inside too', async () => {
    const { root } = await linkedFolder();
    expect(readTextInsideSync(root, 'page.mdx')).toBe('# Page');
    expect(readTextInsideSync(root, 'alias.mdx')).toBe('# Page');
    expect(readTextInsideSync(root, 'pictures/a.png')).toBe('png');
    expect(readTextInsideSync(root, path.join(root, 'page.mdx'))).toBe('# Page');
    expect((await readInside(root, 'pictures/a.png')).toString()).toBe('png');
    expect(realPathInside(root, 'pictures/a.png')).toBe(realPathInside(root, 'images/a.png'));
  });

  it('refuses a link to a file outside, naming the link and what it says', async () => {
    const { root, elsewhere } = await linkedFolder();
    const error = refusal(() => readTextInsideSync(root, 'out.mdx'));
    expect(error.message).toBe(
      `out.mdx is a symbolic link to ${path.join(elsewhere, 'secret.txt')}, outside the docs folder`,
    );
    expect(outsideFolderDiagnostic(error)).toEqual({
      severity: 'error',
      code: 'link-outside-folder',
      message: `out.mdx is a symbolic link to ${path.join(elsewhere, 'secret.txt')}, outside the docs folder: it is left out`,
      hint: 'Replace the link with a copy of the file, or move the target inside the docs folder.',
      position: { file: 'out.mdx', line: 1, column: 1 },
    });
    await expect(readInside(root, 'out.mdx')).rejects.toThrow(OutsideFolderError);
    expect(() => realPathInside(root, 'out.mdx')).toThrow(OutsideFolderError);
  });

  it('names the linked folder a file is reached through', async () => {
    const { root, elsewhere } = await linkedFolder();
    const error = refusal(() => readTextInsideSync(root, 'linked/page.mdx'));
    expect(error.link).toBe('linked');
    expect(error.target).toBe(path.join(elsewhere, 'folder'));
    await expect(openInside(root, 'linked/page.mdx')).rejects.toThrow(
      `linked is a symbolic link to ${path.join(elsewhere, 'folder')}, outside the docs folder`,
    );
  });

  it('refuses a link into a dot-folder, and a path that climbs out', async () => {
    const { root } = await linkedFolder();
    expect(refusal(() => readTextInsideSync(root, 'config.mdx')).message).toBe(
      'config.mdx is a symbolic link to .git/config, into a dot-folder Folio never reads',
    );
    const climbed = refusal(() => readTextInsideSync(path.join(root, 'images'), '../page.mdx'));
    expect(climbed.link).toBeUndefined();
    expect(climbed.message).toBe('../page.mdx is outside the docs folder');
    // A dot-folder named directly (not through a link) is the folder's own business.
    expect(readTextInsideSync(root, '.git/config')).toBe('x');
  });

  it('keeps the errors of a plain read for missing files and folders', async () => {
    const { root } = await linkedFolder();
    expect(() => readTextInsideSync(root, 'missing.mdx')).toThrow(
      expect.objectContaining({ code: 'ENOENT' }),
    );
    expect(() => readTextInsideSync(root, 'images')).toThrow(
      expect.objectContaining({ code: 'EISDIR' }),
    );
    await mkdir(path.join(root, 'empty'));
    await expect(readInside(root, 'empty')).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('opens a named pipe without waiting on it, and refuses it', async () => {
    const root = await tempDocs({});
    try {
      execFileSync('mkfifo', [path.join(root, 'pipe.mdx')]);
    } catch {
      return; // No mkfifo here.
    }
    expect(() => readTextInsideSync(root, 'pipe.mdx')).toThrow(
      expect.objectContaining({ code: 'EINVAL' }),
    );
  });
});

describe('isReadableInside', () => {
  it('takes real paths inside, leaving out the folder itself and dot-folders reached by a link', () => {
    expect(isReadableInside('/docs', '/docs/a/b.mdx', 'a/b.mdx')).toBe(true);
    expect(isReadableInside('/docs', '/docs/a/b.mdx', 'link.mdx')).toBe(true);
    expect(isReadableInside('/docs', '/docs/.git/config', '.git/config')).toBe(true);
    expect(isReadableInside('/docs', '/docs/.git/config', 'link.mdx')).toBe(false);
    expect(isReadableInside('/docs', '/docs', 'link')).toBe(false);
    expect(isReadableInside('/docs', '/docs-other/a.mdx', 'a.mdx')).toBe(false);
    expect(isReadableInside('/docs', '/etc/passwd', 'a.mdx')).toBe(false);
  });
});
