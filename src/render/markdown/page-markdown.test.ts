import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../content/index.ts';
import { pageMarkdown } from './page-markdown.ts';

const snippets: Record<string, string> = {
  'snippets/prereq.mdx': 'You need {tool} installed.\n\n<Info>From the snippet.</Info>\n',
  'snippets/loop.mdx': "import Loop from '/snippets/loop.mdx';\n\nAgain.\n\n<Loop />\n",
};

/** The Markdown of the page `source`, with the snippets above and docs.json variables. */
async function markdown(source: string): Promise<string> {
  const options = {
    fileExists: (file: string) => file in snippets,
    variables: { product: 'Rocket' },
  };
  const page = await compileMdx(source, { file: 'page.mdx', ...options });
  return pageMarkdown(page, async (file) => {
    const text = snippets[file];
    return text === undefined ? undefined : compileMdx(text, { file, ...options });
  });
}

describe('pageMarkdown', () => {
  it('turns callouts into blockquotes opened by their label or title', async () => {
    expect(await markdown('<Note>Read this first.</Note>')).toBe('> **Note:** Read this first.');
    expect(await markdown('<Warning title="Careful">\nOne.\n\nTwo.\n</Warning>')).toBe(
      '> **Careful:** One.\n>\n> Two.',
    );
    expect(await markdown('<Tip>\n```sh\nls\n```\n</Tip>')).toBe(
      '> **Tip:**\n>\n> ```sh\n> ls\n> ```',
    );
  });

  it('turns tabs and accordions into sections one level under the heading before them', async () => {
    const tabs =
      '## Install\n\n<Tabs>\n<Tab title="npm">Use npm.</Tab>\n<Tab title="pnpm">Use pnpm.</Tab>\n</Tabs>';
    expect(await markdown(tabs)).toBe('## Install\n\n### npm\n\nUse npm.\n\n### pnpm\n\nUse pnpm.');
    const accordions =
      '<AccordionGroup>\n<Accordion title="Why?">Because.</Accordion>\n</AccordionGroup>';
    expect(await markdown(accordions)).toBe('## Why?\n\nBecause.');
    expect(await markdown('<Expandable title="properties">Inside.</Expandable>')).toBe(
      '## properties\n\nInside.',
    );
  });

  it('names each block of a code group by its title or language', async () => {
    const group = '<CodeGroup>\n```js index.js\na()\n```\n```py\nb()\n```\n</CodeGroup>';
    expect(await markdown(group)).toBe(
      '**index.js**\n\n```js\na()\n```\n\n**py**\n\n```py\nb()\n```',
    );
    expect(await markdown('<RequestExample>\n```sh\ncurl x\n```\n</RequestExample>')).toBe(
      '## Request example\n\n**sh**\n\n```sh\ncurl x\n```',
    );
  });

  it('numbers steps, each opened by its title', async () => {
    const steps =
      '<Steps>\n<Step title="One">Do one.</Step>\n<Step title="Two">Do two.</Step>\n</Steps>';
    expect(await markdown(steps)).toBe('1. **One**\n\n   Do one.\n\n2. **Two**\n\n   Do two.');
  });

  it('turns cards into links followed by their text', async () => {
    const cards =
      '<CardGroup cols={2}>\n<Card title="Guide" href="/guide" icon="book">Read it.</Card>\n<Card title="Plain">No link.</Card>\n</CardGroup>';
    expect(await markdown(cards)).toBe('[Guide](/guide): Read it.\n\n**Plain**: No link.');
  });

  it('writes fields with their type, place and whether they are required', async () => {
    expect(
      await markdown('<ParamField path="id" type="string" required>The id.</ParamField>'),
    ).toBe('- `id` (string, path, required): The id.');
    expect(
      await markdown(
        '<ResponseField name="count" type="number" default="0">How many.</ResponseField>',
      ),
    ).toBe('- `count` (number, default: 0): How many.');
    const fields =
      '<ParamField query="a" type="string">A.</ParamField>\n<ParamField query="b" type="number">B.</ParamField>';
    expect(await markdown(fields)).toBe('- `a` (string, query): A.\n- `b` (number, query): B.');
  });

  it('puts snippets in with their props, and stops a snippet that uses itself', async () => {
    const page = 'import Prereq from \'/snippets/prereq.mdx\';\n\n<Prereq tool="node" />';
    expect(await markdown(page)).toBe('You need node installed.\n\n> **Info:** From the snippet.');
    const loop = "import Loop from '/snippets/loop.mdx';\n\n<Loop />";
    expect(await markdown(loop)).toBe('Again.');
  });

  it('writes variables, string constants and frames, and leaves out code and icons', async () => {
    const page = [
      "export const name = 'Folio';",
      '',
      'Made by {name} for {{product}} <Icon icon="star" />{1 + 1}.',
      '',
      '<Frame caption="The view"><img src="/view.png" alt="View" /></Frame>',
    ].join('\n');
    expect(await markdown(page)).toBe(
      'Made by Folio for Rocket .\n\n![View](/view.png)\n\n_The view_',
    );
  });

  it('keeps math and inline HTML readable', async () => {
    expect(await markdown('Area $a^2$ and <b>bold</b> <a href="/x">link</a>.')).toBe(
      'Area $a^2$ and **bold** [link](/x).',
    );
    expect(await markdown('$$\nx = 1\n$$')).toBe('$$\nx = 1\n$$');
  });

  it('keeps what Visibility shows agents and leaves out what it shows humans', async () => {
    const page =
      '<Visibility for="humans">\nClick the button.\n</Visibility>\n\n<Visibility for="agents">\nCall the API.\n</Visibility>';
    expect(await markdown(page)).toBe('Call the API.');
  });

  it('gives the children of a component it does not know', async () => {
    expect(await markdown('<Panel>\nSide text.\n</Panel>')).toBe('Side text.');
    expect(await markdown('Hover <Tooltip tip="help">here</Tooltip>.')).toBe('Hover here.');
  });
});
