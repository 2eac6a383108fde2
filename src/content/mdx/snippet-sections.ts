/**
 * A page's search sections with the text of the snippets it uses: each snippet's parts are put in
 * where the snippet element stands, with its props filled in (`{word}` from `<Setup word="x" />`),
 * through nested snippets, then the text is split into sections at the headings, the snippets'
 * headings included (with the ids the rendered snippet gives them).
 *
 * A snippet that cannot be loaded shows its children, as the page does; a snippet used inside
 * itself (directly or through others) is left out the second time.
 *
 * @module
 */
import type { PageSection, SectionPart, SectionParts } from './sections.ts';

/** Text, and the headings that start sections: the parts once values and snippets are in. */
type FlatPart =
  | { type: 'text'; value: string }
  | { type: 'heading'; depth: number; anchor: string | undefined; title: string };

/** What a file's `{name}` values resolve against. */
interface ExpandScope {
  props: ReadonlyMap<string, FlatPart[]>;
  constants: ReadonlyMap<string, string>;
  /** The files being expanded, outermost first. */
  stack: readonly string[];
  snippets: ReadonlyMap<string, SectionParts>;
}

/** A compiled page (or snippet), as far as its search sections go. */
export interface SectionSource {
  /** Path of the file relative to the docs folder. */
  file: string;
  /** Its own sections, snippets left out. */
  sections: PageSection[];
  sectionParts: SectionParts;
}

/**
 * The sections of `page` with the snippets it uses put in. `load` gives the parts of a snippet
 * file (undefined when it cannot be read or compiled); it is asked once per snippet file.
 */
export async function snippetSections(
  page: SectionSource,
  load: (file: string) => Promise<SectionParts | undefined>,
): Promise<PageSection[]> {
  if (page.sectionParts.snippets.length === 0) return page.sections;
  const snippets = new Map<string, SectionParts>();
  const seen = new Set<string>();
  const queue = [...page.sectionParts.snippets];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const parts = await load(file);
    if (!parts) continue;
    snippets.set(file, parts);
    queue.push(...parts.snippets);
  }
  return pageSections(page.sectionParts, page.file, snippets);
}

/**
 * Splits the parts of `file` into sections, with the parts of `snippets` (by file) put in
 * where they are used; snippets not in `snippets` show their children.
 */
export function pageSections(
  source: SectionParts,
  file: string,
  snippets: ReadonlyMap<string, SectionParts> = new Map(),
): PageSection[] {
  const flat: FlatPart[] = [];
  const scope = { props: new Map(), constants: source.constants, stack: [file], snippets };
  expand(source.parts, scope, flat);
  return split(flat);
}

function expand(parts: readonly SectionPart[], scope: ExpandScope, out: FlatPart[]): void {
  for (const part of parts) {
    switch (part.type) {
      case 'text':
        write(out, part);
        break;
      case 'heading': {
        const title: FlatPart[] = [];
        expand(part.title, scope, title);
        out.push({ type: 'heading', depth: part.depth, anchor: part.anchor, title: textOf(title) });
        break;
      }
      case 'value':
        for (const value of valueOf(part.name, part.propsOnly, scope)) write(out, value);
        break;
      case 'snippet':
        expandSnippet(part, scope, out);
        break;
    }
  }
}

function expandSnippet(
  part: Extract<SectionPart, { type: 'snippet' }>,
  scope: ExpandScope,
  out: FlatPart[],
): void {
  const snippet = scope.snippets.get(part.file);
  if (!snippet) {
    expand(part.props.get('children') ?? [], scope, out);
    return;
  }
  if (scope.stack.includes(part.file)) return;
  const props = new Map<string, FlatPart[]>(part.spreadProps ? scope.props : []);
  for (const [name, value] of part.props) {
    const flat: FlatPart[] = [];
    expand(value, scope, flat);
    props.set(name, flat);
  }
  const inner = {
    props,
    constants: snippet.constants,
    stack: [...scope.stack, part.file],
    snippets: scope.snippets,
  };
  expand(snippet.parts, inner, out);
}

/** `{name}`: a prop, else a string constant of the file; `{props.name}`: a prop only. */
function valueOf(name: string, propsOnly: boolean, scope: ExpandScope): readonly FlatPart[] {
  const prop = scope.props.get(name);
  if (prop) return prop;
  const constant = propsOnly ? undefined : scope.constants.get(name);
  return constant === undefined ? [] : [{ type: 'text', value: constant }];
}

/** Adds a part, joining neighbouring text. */
function write(out: FlatPart[], part: FlatPart): void {
  const last = out.at(-1);
  if (part.type === 'text' && last?.type === 'text') {
    out[out.length - 1] = { type: 'text', value: last.value + part.value };
  } else {
    out.push(part);
  }
}

/** The text of parts, headings included, on one line. */
function textOf(parts: readonly FlatPart[]): string {
  return collapse(parts.map((part) => (part.type === 'text' ? part.value : part.title)).join(' '));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function split(parts: readonly FlatPart[]): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { depth: 0, text: '' };
  let text = '';
  const flush = (): void => {
    current.text = collapse(text);
    if (current.text !== '' || current.heading !== undefined) sections.push(current);
    text = '';
  };
  for (const part of parts) {
    if (part.type === 'text') {
      text += part.value;
      continue;
    }
    flush();
    current = { heading: part.title, anchor: part.anchor, depth: part.depth, text: '' };
  }
  flush();
  return sections;
}
