/**
 * The MDX source of one generated page: frontmatter, an intro, H2 sections (some with H3s) of
 * paragraphs, code fences, tables and lists, grown until the page reaches its target size, plus
 * MDX components, snippet imports and images on the pages that ask for them.
 *
 * @module
 */
import { codeSample, fence } from './code-samples.ts';
import { componentBlocks } from './mdx-components.ts';
import { description, headingText, listItem, paragraph, tableCell } from './prose.ts';
import type { LinkTarget } from './prose.ts';
import type { Random } from './random.ts';

/** What one page holds besides prose. */
export interface PageSpec {
  title: string;
  /** Size to grow the page to, in characters (2–4 KB like real pages). */
  targetSize: number;
  /** Use two or three MDX component blocks. */
  components: boolean;
  /** Import this snippet (`{ name, path }`) and render it once. */
  snippet?: { name: string; path: string } | undefined;
  /** Show this image (site-absolute path) with alt text. */
  image?: { src: string; alt: string } | undefined;
}

/** The whole `.mdx` file of a page. */
export function pageSource(random: Random, spec: PageSpec, links: readonly LinkTarget[]): string {
  const head = [
    '---',
    `title: "${spec.title}"`,
    `description: "${description(random, spec.title)}"`,
    '---',
    '',
  ];
  if (spec.snippet) head.push(`import ${spec.snippet.name} from '${spec.snippet.path}';`, '');
  const blocks: string[] = [paragraph(random, links)];
  if (spec.snippet) blocks.push(`<${spec.snippet.name} />`);

  const components = spec.components ? random.sample(componentBlocks, random.int(2, 3)) : [];
  const usedHeadings = new Set<string>();
  let size = head.join('\n').length + blocks.join('\n\n').length;
  for (let section = 0; size < spec.targetSize; section++) {
    const sectionBlocks = sectionSource(random, links, usedHeadings);
    const component = components.shift();
    if (component) sectionBlocks.push(component(random, links));
    if (spec.image && section === 0) sectionBlocks.push(`![${spec.image.alt}](${spec.image.src})`);
    blocks.push(...sectionBlocks);
    size += sectionBlocks.join('\n\n').length + 2;
  }
  blocks.push(...components.map((component) => component(random, links)));
  return `${head.join('\n')}\n${blocks.join('\n\n')}\n`;
}

/** An H2 section: a paragraph, one content block, and sometimes an H3 with more. */
function sectionSource(random: Random, links: readonly LinkTarget[], used: Set<string>): string[] {
  const blocks = [`## ${uniqueHeading(random, used)}`, paragraph(random, links)];
  blocks.push(contentBlock(random, links));
  if (random.chance(0.4)) {
    blocks.push(`### ${uniqueHeading(random, used)}`, paragraph(random, links));
    if (random.chance(0.5)) blocks.push(contentBlock(random, links));
  }
  return blocks;
}

/** A code fence (most often), a table, a bullet list or a numbered list. */
function contentBlock(random: Random, links: readonly LinkTarget[]): string {
  const kind = random.pick(['code', 'code', 'code', 'table', 'bullets', 'numbered', 'paragraph']);
  switch (kind) {
    case 'code':
      return fence(random, codeSample(random));
    case 'table':
      return table(random);
    case 'bullets':
      return list(random, links, () => '-');
    case 'numbered':
      return list(random, links, (index) => `${String(index + 1)}.`);
    default:
      return paragraph(random, links);
  }
}

function table(random: Random): string {
  const columns = random.pick([
    ['Option', 'Default', 'Description'],
    ['Plan', 'Limit', 'Notes'],
    ['Field', 'Type', 'Required'],
  ]);
  const rows = Array.from({ length: random.int(3, 5) }, () => columns.map(() => tableCell(random)));
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

function list(
  random: Random,
  links: readonly LinkTarget[],
  marker: (index: number) => string,
): string {
  return Array.from(
    { length: random.int(3, 6) },
    (_, index) => `${marker(index)} ${listItem(random, links)}`,
  ).join('\n');
}

function uniqueHeading(random: Random, used: Set<string>): string {
  let text = headingText(random);
  for (let attempt = 0; used.has(text) && attempt < 5; attempt++) text = headingText(random);
  if (used.has(text)) text = `${text} (${String(used.size + 1)})`;
  used.add(text);
  return text;
}
