import { describe, expect, it } from 'vitest';
import { markdownFiles } from './markdown-files.ts';
import { agentInstructionsBlock, llmsFullTxt, llmsTxt } from './site-files.ts';
import type { PageSummary } from './site-files.ts';

type Site = Parameters<typeof llmsTxt>[0];

const page: PageSummary = {
  route: '/setup',
  title: 'Setup',
  noindex: false,
  hidden: false,
  breadcrumbs: ['Start'],
  markdown: 'Run it.',
};

const instructions = ['Always cite the API version.', 'Prefer the TypeScript SDK.'];
const block =
  '> ## Agent Instructions\n> Always cite the API version.\n> Prefer the TypeScript SDK.';

describe('markdown.instructions', () => {
  it('is a quoted "Agent Instructions" block', () => {
    expect(agentInstructionsBlock(instructions)).toBe(block);
    expect(agentInstructionsBlock(['A', '', 'B'])).toBe('> ## Agent Instructions\n> A\n>\n> B');
    expect(agentInstructionsBlock(undefined)).toBeUndefined();
  });

  it('ends every page’s Markdown file', () => {
    const files = markdownFiles([page], { home: '/setup', folders: new Map() }, instructions);
    expect(files.get('setup.md')).toBe(`# Setup\n\nRun it.\n\n${block}\n`);
    expect(files.get('index.md')).toBe(files.get('setup.md'));
  });

  it('follows the description in llms.txt, and the title in llms-full.txt', () => {
    const site = {
      name: 'Acme',
      description: 'Acme’s API.',
      baseUrl: 'https://x.dev',
      agentInstructions: instructions,
    } as Site;
    expect(llmsTxt(site, [page])).toBe(
      `# Acme\n\n> Acme’s API.\n\n${block}\n\n## Start\n\n- [Setup](https://x.dev/setup)\n`,
    );
    const full = llmsFullTxt(site, [page]);
    expect(full.startsWith(`# Acme\n\n${block}\n\n# Setup\n`)).toBe(true);
    expect(full.split('Agent Instructions')).toHaveLength(2);
  });

  it('adds nothing when unset', () => {
    const site = { name: 'Acme', baseUrl: 'https://x.dev' } as Site;
    expect(llmsTxt(site, [page])).not.toContain('Agent Instructions');
    expect(markdownFiles([page], { home: '/setup', folders: new Map() }).get('setup.md')).toBe(
      '# Setup\n\nRun it.\n',
    );
  });
});
