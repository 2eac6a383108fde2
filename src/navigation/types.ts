/**
 * The resolved navigation tree: what the site, search, assistant filters and agent read.
 *
 * @module
 */
import type { DivisionKind, GlobalLinkKind, Icon } from '../config/index.ts';
import type { Diagnostic } from '../shared/index.ts';

/** The navigation levels that split a site into sections (config's table of division kinds). */
export type { DivisionKind } from '../config/index.ts';

/** Which division of each kind a page sits in (its nearest one of each kind). */
export type PageContext = Partial<Record<DivisionKind, string>>;

/** An OpenAPI scope: the spec(s) in effect at a navigation node, and where their pages live. */
export interface OpenApiScope {
  /** Spec keys: paths relative to the docs folder (`api/openapi.yaml`) or http(s) URLs. */
  sources: string[];
  /** URL folder of generated pages (default `api-reference`). */
  directory?: string | undefined;
  /** JSON path of the `openapi` field that set this scope. */
  definedAt: PropertyKey[];
}

/** One operation of a spec, as much as navigation needs of it. */
export interface OperationSummary {
  /** Lowercase HTTP method (`get`), or `webhook`. */
  method: string;
  /** Path template (`/users/{id}`) or, for webhooks, the webhook name. */
  path: string;
  summary?: string | undefined;
  tags: string[];
  operationId?: string | undefined;
  /** `x-hidden`: built, left out of navigation. */
  hidden?: boolean | undefined;
  /** `x-excluded`: no page at all. */
  excluded?: boolean | undefined;
  /** `x-folio.href` / `x-mint.href`: the page's route. */
  href?: string | undefined;
  /** `x-folio.metadata.title` / `x-mint.metadata.title`. */
  title?: string | undefined;
  /** `metadata.sidebarTitle`: the label in the sidebar, when it differs from the title. */
  sidebarTitle?: string | undefined;
  /** `metadata.icon` and `metadata.tag`, shown in the sidebar as a page's frontmatter ones are. */
  icon?: PageMeta['icon'];
  tag?: string | undefined;
}

/** What navigation knows about a spec; `operations` is undefined when it could not be loaded. */
export interface SpecIndex {
  /** Key of the spec (normalised path or URL). */
  source: string;
  /** Operations in spec order; `undefined` for a remote spec not fetched or a spec that failed to load. */
  operations?: OperationSummary[] | undefined;
  /** Tag names in the order the spec declares them. */
  tagOrder?: string[] | undefined;
  /** Why the spec could not be loaded (file missing, invalid YAML, ...), with its position. */
  error?: string | undefined;
  /** The servers the document declares (for the playground's proxy); undefined as `operations`. */
  servers?: SpecServer[] | undefined;
}

/** A server an OpenAPI document declares: its URL and its variables' values. */
export interface SpecServer {
  url: string;
  variables: Record<string, { default: string; enum?: string[] | undefined }>;
}

/** What navigation knows about an AsyncAPI spec; `channels` is undefined when it could not be loaded. */
export interface AsyncSpecIndex {
  /** Key of the spec (normalised path). */
  source: string;
  /** Channels in spec order: their key under `channels` and a title for the sidebar. */
  channels?: { id: string; title: string }[] | undefined;
  /** Why the spec could not be loaded, with its position. */
  error?: string | undefined;
}

/** The AsyncAPI channel a page documents. */
export interface ChannelRef {
  spec: string;
  channel: string;
}

/** Frontmatter fields navigation reads from a page. */
export interface PageMeta {
  title?: string | undefined;
  sidebarTitle?: string | undefined;
  icon?: Icon | undefined;
  tag?: string | undefined;
  hidden?: boolean | undefined;
  openapi?: string | undefined;
  /** Line of the `openapi:` field in the file, for messages. */
  openapiLine?: number | undefined;
  /** `asyncapi: "spec channel"`: the page documents that AsyncAPI channel. */
  asyncapi?: string | undefined;
  /** Line of the `asyncapi:` field in the file, for messages. */
  asyncapiLine?: number | undefined;
  /** `url:` frontmatter: the entry links out to this address instead of to the page. */
  url?: string | undefined;
  /** `deprecated: true`: a badge beside the title, in the page and the sidebar. */
  deprecated?: boolean | undefined;
}

export interface EndpointRef {
  spec: string;
  method: string;
  path: string;
  operation?: OperationSummary | undefined;
}

export interface ResolvedPage {
  /** URL path on the site, e.g. `/essentials/settings`; `/` for the home page. */
  route: string;
  /** `mdx` for a page file, `openapi` / `asyncapi` for a page generated from a spec. */
  kind: 'mdx' | 'openapi' | 'asyncapi';
  /** Source file relative to the docs folder (POSIX), for `mdx` pages. */
  file?: string | undefined;
  /** The operation, for generated pages. */
  endpoint?: EndpointRef | undefined;
  /** The AsyncAPI channel, for channel pages (generated, or `asyncapi:` frontmatter). */
  channel?: ChannelRef | undefined;
  /** Title for navigation: `sidebarTitle`, `title`, the operation summary, or the file name. */
  title: string;
  /** Left out of navigation (hidden group or division, `hidden: true`, `x-hidden`, or not in navigation at all). */
  hidden: boolean;
  /** `false` for pages on disk that no navigation entry lists. */
  inNavigation: boolean;
  /** The divisions of its first occurrence in navigation. */
  context: PageContext;
  /** Group titles from the outermost to the page (its first occurrence). */
  breadcrumbs: string[];
  /** The OpenAPI scope at its first occurrence. */
  openapi?: OpenApiScope | undefined;
  /**
   * `searchable` of the nearest group or division of its first occurrence that sets it: `true`
   * keeps a hidden page in search, `false` keeps any page out.
   */
  searchable?: boolean | undefined;
  /** Search ranking multiplier: `boost` of the nearest group of its first occurrence. */
  boost?: number | undefined;
  /** Neighbours in reading order within the same sidebar. */
  prev?: string | undefined;
  next?: string | undefined;
  icon?: Icon | undefined;
  tag?: string | undefined;
  /** `url:` frontmatter: where the page's navigation entries lead (an external link). */
  url?: string | undefined;
  /** `deprecated: true` frontmatter. */
  deprecated?: boolean | undefined;
}

export interface PageNode {
  type: 'page';
  route: string;
  title: string;
  hidden: boolean;
  icon?: Icon | undefined;
  tag?: string | undefined;
  /** For generated pages: the HTTP method, shown as a badge. */
  method?: string | undefined;
  /** `url:` frontmatter: the entry links here (out of the site) instead of to `route`. */
  href?: string | undefined;
  /** `deprecated: true` frontmatter: a badge beside the title. */
  deprecated?: boolean | undefined;
}

export interface GroupNode {
  type: 'group';
  /** The group's name, trimmed; empty for an untitled group (listed without a heading). */
  title: string;
  icon?: Icon | undefined;
  tag?: string | undefined;
  expanded: boolean;
  hidden: boolean;
  /** Route of the page shown when the group title is clicked. */
  root?: string | undefined;
  /** docs.json `directory` (inherited): how `root` lists the group's children; absent, it does not. */
  directory?: 'accordion' | 'card' | undefined;
  openapi?: OpenApiScope | undefined;
  children: NavNode[];
}

export interface DivisionNode {
  type: 'division';
  kind: DivisionKind;
  /** Label (for languages: the code). */
  name: string;
  icon?: Icon | undefined;
  description?: string | undefined;
  tag?: string | undefined;
  hidden: boolean;
  /** External link instead of pages. */
  href?: string | undefined;
  /** Where the division starts: its `href`, or the route of its first visible page. */
  url?: string | undefined;
  /** For versions and languages: the default one of its set. */
  isDefault: boolean;
  openapi?: OpenApiScope | undefined;
  children: NavNode[];
}

export type NavNode = PageNode | GroupNode | DivisionNode;

export interface GlobalLinkNode {
  kind: GlobalLinkKind;
  label: string;
  href: string;
  icon?: Icon | undefined;
  hidden: boolean;
  /** Where the link shows: everywhere (`{}`), or in one language or version. */
  context: PageContext;
}

export interface NavigationTree {
  /** Top-level navigation nodes in order. */
  children: NavNode[];
  /** Every page: navigation order first (unique by route), then pages only on disk. */
  pages: ResolvedPage[];
  /** Pages by route. */
  routes: Map<string, ResolvedPage>;
  /** Distinct version names in order, and the default. */
  versions: string[];
  defaultVersion?: string | undefined;
  /** Distinct language codes in order, and the default. */
  languages: string[];
  defaultLanguage?: string | undefined;
  /** Links on every page (`navigation.global`, and `global` of a language or version for its pages). */
  global: GlobalLinkNode[];
  /** `interaction.drilldown`; undefined means the theme's default. */
  drilldown?: boolean | undefined;
  /** `styling.eyebrows`; undefined means the theme's default. */
  eyebrows?: 'section' | 'breadcrumbs' | undefined;
  /** Problems found while resolving. */
  diagnostics: Diagnostic[];
}
