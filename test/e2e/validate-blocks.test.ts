/**
 * `folio validate` checks the blocks that large pages share once (see `checkParts`): what it
 * reports is what checking every page whole reports, at the same positions, errors included.
 */
import { describe, expect, it } from 'vitest';
import { loadDocsProject } from '../../src/content/index.ts';
import { checkPages } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const entry = (label: string, extra = ''): string =>
  `<Update label="${label}">\n  ## ${label}\n\n  ${'Fixed a bug. '.repeat(80)}${extra}\n</Update>\n\n`;
const old = Array.from({ length: 20 }, (_, i) =>
  entry(`1.${String(i)}`, i === 7 ? ' See <Gadget />.' : ''),
).join('');

async function check(files: Record<string, string | Record<string, unknown>>) {
  const root = await tempDocs(files);
  const project = await loadDocsProject(root);
  const blocks = await checkPages(project, { cache: false, workers: 1 });
  const whole = await checkPages(project, { cache: false, workers: 1, blocks: false });
  return { blocks, whole };
}

describe('folio validate on pages that share blocks', () => {
  const docsJson = { name: 'T', navigation: { pages: ['v1/log', 'v2/log'] } };

  it('reports a shared block’s warnings on every page, where each page has it', async () => {
    const { blocks, whole } = await check({
      'docs.json': docsJson,
      'v1/log.mdx': page('Log', old),
      'v2/log.mdx': page('Log', entry('2.0') + old),
    });
    expect(blocks.diagnostics).toEqual(whole.diagnostics);
    expect(
      blocks.diagnostics.map((item) => [item.code, item.position?.file, item.position?.line]),
    ).toEqual([
      ['unknown-component', 'v1/log.mdx', 50],
      ['unknown-component', 'v2/log.mdx', 56],
    ]);
    // v2's new entry and v1's twenty: each shared block is checked once.
    expect(blocks.compiled).toBeLessThan(25);
  });

  it('checks a page whole when one of its blocks has an error', async () => {
    const { blocks, whole } = await check({
      'docs.json': docsJson,
      'v1/log.mdx': page('Log', old),
      'v2/log.mdx': page('Log', `${entry('2.0', ' <Card title="open">')}${old}`),
    });
    expect(blocks.diagnostics).toEqual(whole.diagnostics);
    expect(blocks.diagnostics.filter((item) => item.severity === 'error')).toHaveLength(1);
  });
});
