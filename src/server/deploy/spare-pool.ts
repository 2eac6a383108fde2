/**
 * Spare build processes, at most one per project: a build process costs about half a second
 * before it builds anything (starting Node, loading Folio's modules, compiling the code of a
 * first build), which a small site's build would otherwise pay every time. A spare is started
 * ahead for one project, with that project's folders and limits, and is taken by that
 * project's next build; it still builds once and exits, so the isolation of a build is the
 * same. The pool decides only which spares live:
 *
 * - a spare serves only the project it was started for, and only while the project's setup
 *   (docs folder, cache folder, limits: its `shape`) is the one it was started with; a spare of
 *   another shape is killed when its project asks;
 * - at most `max` spares live (`FOLIO_BUILD_SPARES`); one more replaces the one whose project
 *   built least recently;
 * - a spare not taken within `idleMs` is killed; one that ends by itself is dropped;
 * - `close` kills them all, and no spare is started afterwards.
 *
 * @module
 */

/** What the pool needs of a spare process. */
export interface Spare {
  /** False once the process ended. */
  readonly alive: boolean;
  kill(): void;
  /** Calls `listener` once the process ended. */
  onExit(listener: () => void): void;
}

/** The bounds of a {@link SparePool}. */
export interface SparePoolOptions {
  /** Spares alive at once (0: none). */
  max: number;
  /** How long a spare waits to be taken before it is killed. */
  idleMs: number;
}

interface Entry<T extends Spare> {
  shape: string;
  spare: T;
  timer: NodeJS.Timeout;
}

/** The spare build processes of one server, by project. */
export class SparePool<T extends Spare> {
  readonly #options: SparePoolOptions;
  /** By project id, the project that built least recently first. */
  readonly #entries = new Map<string, Entry<T>>();
  #closed = false;

  constructor(options: SparePoolOptions) {
    this.#options = options;
  }

  /** True once {@link close} was called. */
  get closed(): boolean {
    return this.#closed;
  }

  /** How many spares are alive. */
  get size(): number {
    return this.#entries.size;
  }

  /** The spare of `project`, left in the pool. */
  get(project: string): T | undefined {
    return this.#entries.get(project)?.spare;
  }

  /** True when `project` has a live spare of `shape` (a {@link take} would return it). */
  has(project: string, shape: string): boolean {
    const entry = this.#entries.get(project);
    return entry !== undefined && entry.shape === shape && entry.spare.alive;
  }

  /**
   * The spare of `project`, taken out of the pool, if it has a live one of `shape`; a spare of
   * another shape is killed.
   */
  take(project: string, shape: string): T | undefined {
    const entry = this.#entries.get(project);
    if (!entry) return undefined;
    this.#remove(project);
    if (entry.shape === shape && entry.spare.alive) return entry.spare;
    entry.spare.kill();
    return undefined;
  }

  /**
   * Keeps a spare of `shape` for `project`, started by `start` unless one is already there.
   * Returns false (and starts nothing) when spares are off or the pool is closed.
   */
  async keep(project: string, shape: string, start: () => Promise<T>): Promise<boolean> {
    if (this.#closed || this.#options.max < 1) return false;
    if (this.has(project, shape)) {
      this.#touch(project);
      return true;
    }
    const spare = await start();
    // Closed, or given another spare, while this one started.
    if (this.closed || this.has(project, shape)) {
      spare.kill();
      return false;
    }
    this.#discard(project);
    while (this.#entries.size >= this.#options.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#discard(oldest);
    }
    const timer = setTimeout(() => {
      this.#discard(project);
    }, this.#options.idleMs);
    timer.unref();
    const entry = { shape, spare, timer };
    this.#entries.set(project, entry);
    spare.onExit(() => {
      if (this.#entries.get(project) === entry) this.#remove(project);
    });
    return true;
  }

  /** Kills every spare; none is kept afterwards. */
  close(): void {
    this.#closed = true;
    for (const project of [...this.#entries.keys()]) this.#discard(project);
  }

  /** Marks `project` as the one that built last. */
  #touch(project: string): void {
    const entry = this.#entries.get(project);
    if (!entry) return;
    this.#entries.delete(project);
    this.#entries.set(project, entry);
  }

  #discard(project: string): void {
    const entry = this.#entries.get(project);
    if (!entry) return;
    this.#remove(project);
    entry.spare.kill();
  }

  #remove(project: string): void {
    const entry = this.#entries.get(project);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.#entries.delete(project);
  }
}
