/**
 * Parses a large page block by block (see `pageBlocks`), each block's tree kept for the next page
 * that has the same block. Versioned sites extend their changelogs from version to version: on
 * one public site 136 changelog pages hold 17.5 MB of text but 0.7 MB of distinct blocks, and
 * parsing them whole took most of their build.
 *
 * The page's tree is its blocks' trees one after the other, every position moved to where the
 * block stands in the page (lines, offsets, and the offsets of the code in expressions). That is
 * the tree of the whole page as long as no block depends on another, which the cut makes sure of
 * for elements, expressions and code; link and footnote definitions apply across the page, so a
 * page with one is parsed whole. A block that does not parse alone also sends its page whole,
 * so errors are reported as the whole page's.
 *
 * @module
 */
import { hash } from 'node:crypto';
import type { Root, RootContent } from 'mdast';
import { pageBlocks } from './page-blocks.ts';

/** A link or footnote definition (`[id]: url`, `[^1]: text`) at the start of a line. */
const definition = /^ {0,3}\[[^\n]*\]:/m;

/** Block texts kept at most, in UTF-16 units: their trees take about 30 times as much memory. */
const KEPT_TEXT = 1_000_000;
/** Blocks remembered as seen at most (their hashes only). */
const SEEN = 50_000;

export class BlockTrees {
  /** Hash of a block's text → its tree as parsed alone, least recently used first. */
  readonly #trees = new Map<string, { tree: Root; size: number }>();
  #keptText = 0;
  readonly #limit: number;
  /** Hashes of the blocks of pages parsed whole, oldest first. */
  readonly #seen = new Set<string>();

  constructor(limit = KEPT_TEXT) {
    this.#limit = limit;
  }

  /**
   * The tree of `text`, an MDX page, from its blocks parsed by `parse` (each block once for all
   * pages), or undefined when the page is to be parsed whole: not cut, with a definition, sharing
   * no block with a page seen before, or with a block that does not parse alone. The tree
   * returned is the caller's to change.
   */
  parse(text: string, parse: (text: string) => Root): Root | undefined {
    const blocks = pageBlocks(text, 'page.mdx');
    if (blocks === undefined || definition.test(text)) return undefined;
    const keys = blocks.map((block) =>
      hash('sha256', text.slice(block.start, block.end), 'base64url'),
    );
    // Most pages share no block: those are parsed whole (cutting and copying cost about 5% of
    // parsing), and their blocks are remembered, for a later page that has one of them.
    if (!keys.some((key) => this.#trees.has(key) || this.#seen.has(key))) {
      for (const key of keys) this.#remember(key);
      return undefined;
    }
    const children: RootContent[] = [];
    for (const [index, block] of blocks.entries()) {
      const tree = this.#tree(keys[index] ?? '', text.slice(block.start, block.end), parse);
      if (tree === undefined) return undefined;
      for (const child of tree.children) children.push(moved(child, block.line, block.start));
    }
    return { type: 'root', children, position: { start: startPoint, end: endPoint(text) } };
  }

  #remember(key: string): void {
    this.#seen.delete(key);
    this.#seen.add(key);
    for (const old of this.#seen) {
      if (this.#seen.size <= SEEN) break;
      this.#seen.delete(old);
    }
  }

  #tree(key: string, block: string, parse: (text: string) => Root): Root | undefined {
    const kept = this.#trees.get(key);
    if (kept !== undefined) {
      this.#trees.delete(key);
      this.#trees.set(key, kept);
      return kept.tree;
    }
    let tree: Root;
    try {
      tree = parse(block);
    } catch {
      return undefined;
    }
    this.#trees.set(key, { tree, size: block.length });
    this.#keptText += block.length;
    for (const [old, { size }] of this.#trees) {
      if (this.#keptText <= this.#limit) break;
      this.#trees.delete(old);
      this.#keptText -= size;
    }
    return tree;
  }
}

const startPoint = { line: 1, column: 1, offset: 0 };

/** The point after the last character of `text`, as the parser places the end of its root. */
function endPoint(text: string): { line: number; column: number; offset: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: text.length - lineStart + 1, offset: text.length };
}

interface Point {
  line: number;
  column: number;
  offset?: number | undefined;
}

/**
 * A copy of `value` (a node parsed from a block, or any value under it) with its positions moved
 * `lines` lines and `offset` characters on. Under `data.estree` (the code of an expression or an
 * attribute) the program's own positions move too: `start`, `end`, `range` and `loc`.
 */
function moved<T>(value: T, lines: number, offset: number, estree = false): T {
  if (Array.isArray(value))
    return value.map((item: unknown) => moved(item, lines, offset, estree)) as T;
  if (value === null || typeof value !== 'object' || value instanceof RegExp) return value;
  const point = (at: Point): Point =>
    at.offset === undefined
      ? { ...at, line: at.line + lines }
      : { ...at, line: at.line + lines, offset: at.offset + offset };
  // Acorn's nodes and positions are instances of its classes: copies keep their prototypes.
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<
    string,
    unknown
  >;
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined) copy[key] = field;
    else if (!estree && key === 'position') {
      const position = field as { start: Point; end: Point };
      copy[key] = { start: point(position.start), end: point(position.end) };
    } else if (estree && (key === 'start' || key === 'end') && typeof field === 'number') {
      copy[key] = field + offset;
    } else if (estree && key === 'range' && Array.isArray(field)) {
      copy[key] = (field as number[]).map((at) => at + offset);
    } else if (estree && key === 'loc') {
      const loc = field as { start: Point; end: Point };
      copy[key] = { start: point(loc.start), end: point(loc.end) };
    } else copy[key] = moved(field, lines, offset, estree || key === 'estree');
  }
  return copy as T;
}
