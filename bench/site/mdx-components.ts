/**
 * MDX component blocks for generated pages, written the way real docs write them: callouts,
 * `<CardGroup>` of `<Card>`s, `<CodeGroup>` of titled fences, `<Steps>`, `<Accordion>`s.
 *
 * @module
 */
import { codeSample, fence, languages } from './code-samples.ts';
import { capitalize, paragraph, plural, randomNoun, sentence } from './prose.ts';
import type { LinkTarget } from './prose.ts';
import type { Random } from './random.ts';

/** Font Awesome Free names, as real sites use them on cards. */
const icons = ['rocket', 'book', 'code', 'gear', 'terminal', 'bolt', 'database', 'lock', 'globe'];

type BlockMaker = (random: Random, links: readonly LinkTarget[]) => string;

/** `<Note>`, `<Warning>`, `<Tip>` or `<Info>` around one or two sentences. */
export const callout: BlockMaker = (random, links) => {
  const tag = random.pick(['Note', 'Warning', 'Note', 'Warning', 'Tip', 'Info']);
  return `<${tag}>\n  ${sentence(random, links)}\n</${tag}>`;
};

/** `<CardGroup cols={2}>` with two to four cards linking to other pages. */
export const cardGroup: BlockMaker = (random, links) => {
  const cards = random
    .sample(links, random.pick([2, 2, 4]))
    .map((target) =>
      [
        `  <Card title="${target.title}" icon="${random.pick(icons)}" href="${target.route}">`,
        `    Learn how to work with ${plural(randomNoun(random))} step by step.`,
        '  </Card>',
      ].join('\n'),
    );
  return `<CardGroup cols={2}>\n${cards.join('\n')}\n</CardGroup>`;
};

/** `<CodeGroup>` with two or three titled fences in different languages. */
export const codeGroup: BlockMaker = (random) => {
  const fences = random
    .sample(languages, random.int(2, 3))
    .map((lang) => fence(random, codeSample(random, lang), true));
  return `<CodeGroup>\n\n${fences.join('\n\n')}\n\n</CodeGroup>`;
};

/** `<Steps>` with three or four `<Step title>`s, one of them holding a fence. */
export const steps: BlockMaker = (random, links) => {
  const count = random.int(3, 4);
  const withCode = random.int(0, count - 1);
  const items = Array.from({ length: count }, (_, index) => {
    const body = [`    ${sentence(random, links)}`];
    if (index === withCode) {
      body.push('', indent(fence(random, codeSample(random, 'bash'), false), '    '));
    }
    const title = `${capitalize(random.pick(['create', 'configure', 'deploy', 'test']))} the ${randomNoun(random)}`;
    return `  <Step title="${title}">\n${body.join('\n')}\n  </Step>`;
  });
  return `<Steps>\n${items.join('\n')}\n</Steps>`;
};

/** One or two `<Accordion title>`s (inside an `<AccordionGroup>` when two). */
export const accordions: BlockMaker = (random, links) => {
  const count = random.int(1, 2);
  const items = Array.from({ length: count }, () => {
    const question = `Why is my ${randomNoun(random)} not ${random.pick(['running', 'visible', 'retried', 'billed'])}?`;
    return `<Accordion title="${question}">\n${paragraph(random, links)}\n</Accordion>`;
  });
  return count === 1 ? items.join('') : `<AccordionGroup>\n${items.join('\n')}\n</AccordionGroup>`;
};

/** Every component block, for pages that use components. */
export const componentBlocks: readonly BlockMaker[] = [
  callout,
  cardGroup,
  codeGroup,
  steps,
  accordions,
];

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `${prefix}${line}`))
    .join('\n');
}
