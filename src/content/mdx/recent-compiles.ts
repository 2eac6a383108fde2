/**
 * The last few MDX compiles of one renderer, by source text, so a text that comes again in
 * another file is compiled once. Versioned and copied sites hold the same page many times (one
 * public site: 24,803 page files, 1,723 distinct texts); the build hands such pages out next to
 * each other, so a short list is enough and memory stays bounded.
 *
 * A result that depends on its file's folder (relative links or imports) is only reused for that
 * same file; any other is relocated: the same tree, with the file named in its diagnostics,
 * component positions and search sections changed.
 *
 * @module
 */
import type { Diagnostic, SourcePosition } from '../../shared/index.ts';
import type { CompiledMdx } from './compile-mdx.ts';
import { pageSections } from './snippet-sections.ts';

/** Texts kept: enough for the copies of a page to meet while the build renders them together. */
const KEPT = 16;

export class RecentCompiles {
  readonly #entries = new Map<string, Promise<CompiledMdx>>();
  readonly #size: number;

  constructor(size = KEPT) {
    this.#size = size;
  }

  /**
   * The compile of `source` as file `file`: reused when this text was compiled lately and its
   * result does not depend on where it stands, else `compile()`d and kept. Trees are shared, so
   * readers of the result must not change it (rendering does not).
   */
  async get(
    source: string,
    file: string,
    markdown: boolean,
    compile: () => Promise<CompiledMdx>,
  ): Promise<CompiledMdx> {
    const key = `${markdown ? 'md' : 'mdx'}\0${source}`;
    const kept = this.#entries.get(key);
    if (kept) {
      const compiled = await kept;
      if (compiled.file === file || !compiled.relativeToFile) {
        this.#keep(key, kept);
        return compiled.file === file ? compiled : relocateCompiled(compiled, file);
      }
    }
    const compiling = compile();
    this.#keep(key, compiling);
    compiling.catch(() => this.#entries.delete(key));
    return compiling;
  }

  /** Keeps `key` as the most recent; a Map keeps insertion order, so the first is the oldest. */
  #keep(key: string, compiled: Promise<CompiledMdx>): void {
    this.#entries.delete(key);
    this.#entries.set(key, compiled);
    if (this.#entries.size > this.#size) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}

/** `compiled` as if compiled from file `file` (it must not be relative to its file). */
export function relocateCompiled(compiled: CompiledMdx, file: string): CompiledMdx {
  const from = compiled.file;
  const moved = (position: SourcePosition): SourcePosition =>
    position.file === from ? { ...position, file } : position;
  const diagnostics = compiled.diagnostics.map((item): Diagnostic =>
    item.position ? { ...item, position: moved(item.position) } : item,
  );
  const componentPositions = new Map(
    [...compiled.componentPositions].map(([name, position]) => [name, moved(position)]),
  );
  return {
    ...compiled,
    file,
    diagnostics,
    componentPositions,
    sections: pageSections(compiled.sectionParts, file),
  };
}
