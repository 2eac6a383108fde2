/**
 * Pages generated from AsyncAPI channels (docs/writing/asyncapi-pages.mdx): a level with
 * `asyncapi` lists one page per channel of its spec(s), after its own pages, and an MDX page
 * whose frontmatter says `asyncapi: "spec.yaml channelId"` documents that channel. Routes are
 * `/{directory}/{slug(channel id)}` (directory `api-reference` unless the level sets one, or
 * `api.asyncapi` does for its specs).
 *
 * @module
 */
import type { OpenApiSource } from '../config/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { didYouMean } from '../shared/index.ts';
import { matchSpec } from './endpoint-entry.ts';
import { DEFAULT_API_DIRECTORY, slug } from './endpoint-route.ts';
import { scopeOf } from './openapi-scope.ts';
import type { Occurrence, PendingEndpoint, Report, WalkScope } from './walk-scope.ts';
import { sidebarKey } from './walk-scope.ts';
import type { AsyncSpecIndex, PageMeta, PageNode, ResolvedPage } from './types.ts';

export interface ChannelPagesOptions {
  specs: ReadonlyMap<string, AsyncSpecIndex>;
  /** `api.asyncapi`: where frontmatter naming only a channel looks. */
  defaultSources: readonly string[];
  /** `api.asyncapi`'s `directory`: for levels that name those specs and set no directory. */
  defaultDirectory?: string | undefined;
  pageMeta: ((file: string) => PageMeta | undefined) | undefined;
  occurrences: Occurrence[];
  diagnostics: Diagnostic[];
  report: Report;
  /** Where generated pages wait for their routes (shared with endpoint pages). */
  pending: PendingEndpoint[];
}

export class ChannelPages {
  readonly #options: ChannelPagesOptions;
  readonly #byChannel = new Map<string, PendingEndpoint>();
  readonly #checked = new Set<string>();

  constructor(options: ChannelPagesOptions) {
    this.#options = options;
  }

  /** The pages of every channel of the level's `asyncapi` spec(s), reporting specs that failed. */
  list(source: OpenApiSource, path: PropertyKey[], scope: WalkScope): PageNode[] {
    const scoped = scopeOf(source, path);
    const { sources } = scoped;
    const { defaultSources, defaultDirectory } = this.#options;
    const directory =
      scoped.directory ??
      (sources.every((key) => defaultSources.includes(key)) ? defaultDirectory : undefined) ??
      DEFAULT_API_DIRECTORY;
    const nodes: PageNode[] = [];
    for (const key of sources) {
      const spec = this.#options.specs.get(key);
      if (!spec?.channels) {
        if (!this.#checked.has(key)) {
          this.#checked.add(key);
          this.#options.report(
            'error',
            'asyncapi-unreadable',
            [...path, 'asyncapi'],
            `AsyncAPI spec ${key} could not be loaded: ${spec?.error ?? 'not read'}`,
            'Fix the spec, or the path in docs.json (relative to the docs folder).',
          );
        }
        continue;
      }
      for (const channel of spec.channels) nodes.push(this.#add(key, channel, directory, scope));
    }
    return nodes;
  }

  #add(
    spec: string,
    channel: { id: string; title: string },
    directory: string,
    scope: WalkScope,
  ): PageNode {
    const key = `${spec}\u0000${channel.id}`;
    let pending = this.#byChannel.get(key);
    if (!pending) {
      const page: ResolvedPage = {
        route: '',
        kind: 'asyncapi',
        channel: { spec, channel: channel.id },
        title: channel.title,
        hidden: scope.hidden,
        inNavigation: true,
        context: scope.context,
        breadcrumbs: scope.breadcrumbs,
        searchable: scope.searchable,
        boost: scope.boost,
      };
      const folder = directory.replace(/^\/+|\/+$/g, '');
      // 2.x channel keys are addresses: their slashes and braces become dashes.
      const last = slug(channel.id.replace(/[/{}]+/g, '-')) || 'channel';
      const route = `/${[folder, last].filter(Boolean).join('/')}`;
      pending = { page, nodes: [], directory, route };
      this.#byChannel.set(key, pending);
      this.#options.pending.push(pending);
    }
    const node: PageNode = {
      type: 'page',
      route: '',
      title: pending.page.title,
      hidden: scope.hidden,
    };
    pending.nodes.push(node);
    this.#options.occurrences.push({
      page: pending.page,
      sidebar: sidebarKey(scope.context),
      hidden: scope.hidden,
    });
    return node;
  }

  /** An MDX page whose frontmatter names a channel (`asyncapi: "events.yaml lightsDim"`) gets it attached. */
  attachFrontmatter(page: ResolvedPage): void {
    if (page.kind !== 'mdx' || !page.file) return;
    const meta = this.#options.pageMeta?.(page.file);
    const value = meta?.asyncapi?.trim();
    if (value === undefined) return;
    const warn = (message: string, hint: string) =>
      this.#options.diagnostics.push({
        severity: 'warning',
        code: 'frontmatter-asyncapi',
        message,
        hint,
        position: { file: page.file ?? '', line: meta?.asyncapiLine ?? 1, column: 1 },
      });
    const parts = value.split(/\s+/);
    const channelId = parts.length > 1 ? parts.slice(1).join(' ') : (parts[0] ?? '');
    const named = parts.length > 1 ? parts[0] : undefined;
    const specs = this.#options.specs;
    let candidates: string[];
    if (named !== undefined) {
      const key = matchSpec(named, specs.keys());
      if (!key) {
        warn(
          `asyncapi: "${value}" names the spec "${named}", which is not in the docs folder`,
          'Write it as "path/to/asyncapi.yaml channelId", the path relative to the docs folder.',
        );
        return;
      }
      candidates = [key];
    } else {
      candidates = [...new Set([...this.#options.defaultSources, ...specs.keys()])];
    }
    const known: string[] = [];
    for (const source of candidates) {
      const channels = specs.get(source)?.channels ?? [];
      const channel = channels.find((c) => c.id === channelId);
      known.push(...channels.map((c) => c.id));
      if (channel) {
        page.channel = { spec: source, channel: channel.id };
        if (meta?.title === undefined && meta?.sidebarTitle === undefined)
          page.title = channel.title;
        return;
      }
    }
    if (candidates.every((source) => !specs.get(source)?.channels)) {
      warn(
        `asyncapi: "${value}" names a channel, but no AsyncAPI spec could be loaded for it`,
        'Name the spec and the channel, e.g. asyncapi: "asyncapi.yaml lightsDim".',
      );
      return;
    }
    const suggestion = didYouMean(channelId, known);
    warn(
      `asyncapi: "${value}": "${channelId}" is not a channel of ${candidates.join(', ')}`,
      suggestion ? `Did you mean "${suggestion}"?` : 'Use a key of the spec\'s "channels".',
    );
  }
}

/** Every AsyncAPI spec docs.json names: `asyncapi` at any navigation level and `api.asyncapi`. */
export function collectAsyncApiSources(config: {
  navigation: unknown;
  api?: { asyncapi?: OpenApiSource | undefined } | undefined;
}): string[] {
  const found = new Set<string>();
  if (config.api?.asyncapi)
    for (const key of scopeOf(config.api.asyncapi, []).sources) found.add(key);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (typeof node === 'object' && node !== null) {
      // Not Object.entries: a large navigation's arrays of pairs were most of the walk's time.
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const value = record[key];
        if (key === 'asyncapi' && value)
          for (const source of scopeOf(value as OpenApiSource, []).sources) found.add(source);
        else visit(value);
      }
    }
  };
  visit(config.navigation);
  return [...found];
}
