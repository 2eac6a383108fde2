/**
 * What each docs.json entry of a migrated page becomes. In order of preference:
 * 1. `METHOD /path`, when the spec in scope there (the nearest `openapi`, or `api.openapi`, or
 *    the specs found in the folder) resolves it to the right spec;
 * 2. `METHOD /path` plus `"openapi": "<spec>"` on the level holding the entry, when that level
 *    has no `openapi` of its own and no other entry under it would resolve differently;
 * 3. `<spec> METHOD /path`.
 * A folder whose docs.json names no spec (specs are found by looking) gets only the first form:
 * naming a spec anywhere would stop the search for the rest of the site.
 *
 * @module
 */
import { parseEndpointEntry } from '../../navigation/index.ts';
import type { OpenApiScope, SpecIndex } from '../../navigation/index.ts';
import type { EndpointTarget } from './endpoint-target.ts';
import type { NavEntry, NavLevel } from './navigation-entries.ts';
import { pathKey } from './navigation-entries.ts';

export interface EntryContext {
  entries: readonly NavEntry[];
  specs: ReadonlyMap<string, SpecIndex>;
  /** The scope where no level sets one: `api.openapi`, or the specs found in the folder. */
  defaultScope: OpenApiScope | undefined;
  /** True when docs.json names no spec at all. */
  discoveryMode: boolean;
  /** For page entries of MDX pages that stay: the endpoint their frontmatter names without a spec. */
  frontmatterEndpoint: (entry: NavEntry) => { method: string; path: string } | undefined;
}

/** The new text of an entry, and the level that gets `openapi` for it, if any. */
export type EntryDecision =
  | { ok: true; value: string; addScope?: { level: NavLevel; spec: string } | undefined }
  | { ok: false; reason: string };

/** Decides entries one at a time, in document order, remembering the scopes it adds. */
export class EntryChooser {
  readonly #context: EntryContext;
  readonly #added = new Map<string, string>();
  readonly #decided = new Map<NavEntry, EndpointTarget>();
  readonly #byLevel = new Map<string, NavEntry[]>();

  constructor(context: EntryContext) {
    this.#context = context;
    for (const entry of context.entries) {
      for (const level of entry.levels) {
        const key = pathKey(level.path);
        const list = this.#byLevel.get(key);
        if (list) list.push(entry);
        else this.#byLevel.set(key, [entry]);
      }
    }
  }

  decide(entry: NavEntry, target: EndpointTarget): EntryDecision {
    const label = `${target.method.toUpperCase()} ${target.path}`;
    if (/\s/.test(target.path)) {
      return {
        ok: false,
        reason: `the path "${target.path}" contains white space, which an entry cannot hold`,
      };
    }
    if (this.#resolve(this.#sources(entry), target) === target.spec) {
      this.#decided.set(entry, target);
      return { ok: true, value: label };
    }
    if (this.#context.discoveryMode) {
      return {
        ok: false,
        reason: `docs.json names no spec, and "${label}" there would not resolve to ${target.spec}; name the spec in docs.json ("api": {"openapi": "${target.spec}"}) and run migrate-mdx again`,
      };
    }
    const owner = entry.levels.at(-1);
    if (owner && this.#canAddScope(owner, entry, target.spec)) {
      this.#added.set(pathKey(owner.path), target.spec);
      this.#decided.set(entry, target);
      return { ok: true, value: label, addScope: { level: owner, spec: target.spec } };
    }
    if (/\s/.test(target.spec)) {
      return {
        ok: false,
        reason: `the spec path "${target.spec}" contains white space, which an entry cannot hold`,
      };
    }
    this.#decided.set(entry, target);
    return { ok: true, value: `${target.spec} ${label}` };
  }

  /** The spec sources in effect at `entry`, with the scopes added so far. */
  #sources(entry: NavEntry, override?: { level: NavLevel; spec: string }): string[] {
    for (let index = entry.levels.length - 1; index >= 0; index--) {
      const level = entry.levels[index] as NavLevel;
      if (override && level === override.level) return [override.spec];
      const added = this.#added.get(pathKey(level.path));
      if (added !== undefined) return [added];
      if (level.scope) return level.scope.sources;
    }
    return this.#context.defaultScope?.sources ?? [];
  }

  /** The directory of the scope in effect at `entry` (before any change). */
  #directory(entry: NavEntry): string | undefined {
    for (let index = entry.levels.length - 1; index >= 0; index--) {
      const level = entry.levels[index] as NavLevel;
      if (this.#added.has(pathKey(level.path))) return undefined;
      if (level.scope) return level.scope.directory;
    }
    return this.#context.defaultScope?.directory;
  }

  /** The first of `sources` that has the operation, as navigation resolves `METHOD /path`. */
  #resolve(
    sources: readonly string[],
    target: { method: string; path: string },
  ): string | undefined {
    const trimmed = target.path.replace(/\/+$/, '');
    return sources.find((source) =>
      this.#context.specs
        .get(source)
        ?.operations?.some(
          (op) =>
            op.method === target.method &&
            (op.path === target.path ||
              (target.method !== 'webhook' && op.path.replace(/\/+$/, '') === trimmed)),
        ),
    );
  }

  /** Whether `owner` can take `"openapi": spec` without changing what its other entries resolve to. */
  #canAddScope(owner: NavLevel, current: NavEntry, spec: string): boolean {
    if (owner.kind === 'root' || owner.scope || this.#added.has(pathKey(owner.path))) return false;
    const override = { level: owner, spec };
    for (const entry of this.#byLevel.get(pathKey(owner.path)) ?? []) {
      if (entry === current) continue;
      const before = this.#sources(entry);
      const after = this.#sources(entry, override);
      if (before.join('\u0000') === after.join('\u0000')) continue;
      const decided = this.#decided.get(entry);
      const endpoint = parseEndpointEntry(entry.value);
      if (decided) {
        if (this.#resolve(after, decided) !== decided.spec) return false;
      } else if (endpoint && !endpoint.spec) {
        if (this.#directory(entry) !== undefined) return false;
        if (this.#resolve(before, endpoint) !== this.#resolve(after, endpoint)) return false;
      } else if (!endpoint) {
        const named = this.#context.frontmatterEndpoint(entry);
        if (
          named &&
          this.#resolve(this.#attachOrder(before), named) !==
            this.#resolve(this.#attachOrder(after), named)
        )
          return false;
      }
    }
    return true;
  }

  /** The order in which a page's frontmatter endpoint is looked up: its scope, the default, every spec. */
  #attachOrder(scope: readonly string[]): string[] {
    return [
      ...new Set([
        ...scope,
        ...(this.#context.defaultScope?.sources ?? []),
        ...this.#context.specs.keys(),
      ]),
    ];
  }
}
