import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { MAX_ANSWER_BYTES, readChildAnswer } from './child-protocol.ts';

describe('readChildAnswer', () => {
  const answer = {
    task: 'build',
    written: false,
    pages: 1,
    rendered: 1,
    bytes: 10,
    diagnostics: [
      {
        severity: 'error',
        code: 'page-code',
        message: 'It failed.',
        position: { file: 'index.mdx', line: 3, column: 1 },
      },
    ],
  };
  const written = async (content: unknown): Promise<string> => {
    const folder = await tempDocs({});
    const file = path.join(folder, 'answer.json');
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it('reads an answer of the expected form', async () => {
    expect(await readChildAnswer(await written(answer))).toEqual(answer);
  });

  it('refuses what a build process should not have written', async () => {
    const folder = await tempDocs({});
    await expect(readChildAnswer(path.join(folder, 'none.json'))).rejects.toThrow(
      'The build gave no result.',
    );
    await mkdir(path.join(folder, 'dir.json'));
    await expect(readChildAnswer(path.join(folder, 'dir.json'))).rejects.toThrow(
      'The build result is not a file.',
    );
    await expect(readChildAnswer(await written('x'.repeat(MAX_ANSWER_BYTES + 1)))).rejects.toThrow(
      `The build result is larger than ${String(MAX_ANSWER_BYTES)} bytes.`,
    );
    await expect(readChildAnswer(await written('{'))).rejects.toThrow(
      'The build result is not JSON.',
    );
    for (const wrong of [
      { ...answer, outDir: '/etc' },
      { ...answer, pages: -1 },
      { ...answer, diagnostics: [{ ...answer.diagnostics[0], message: 'x'.repeat(5000) }] },
      { ...answer, diagnostics: Array.from({ length: 201 }, () => answer.diagnostics[0]) },
      { task: 'publish', path: '/etc/passwd' },
    ]) {
      await expect(readChildAnswer(await written(wrong))).rejects.toThrow(
        'The build result does not have the expected form.',
      );
    }
  });
});
