/**
 * The docs.json side of a rename: every reference to the moved page in docs.json and in the
 * files it includes with `$ref` (followed the way the loader follows them, `#/pointer` parts
 * too), as text edits that keep each file's formatting:
 *
 * - page entries (`"pages": ["guides/a"]`, a group's `root`), written in the same form
 *   (leading `/`, extension, `guides` for `guides/index.mdx`);
 * - site links (`href` of tabs, anchors, navbar and footer links) and redirect destinations;
 * - a new redirect from the old route to the new one, unless one from the old route exists.
 *
 * @module
 */
import path from 'node:path/posix';
import { applyEdits, getNodePath, parseTree } from 'jsonc-parser';
import type { Edit, Node, ParseError } from 'jsonc-parser';
import { CONFIG_FILE, jsonValueEdits } from '../../config/index.ts';
import { normalizePageRef } from '../../navigation/index.ts';
import type { PageFiles } from '../../navigation/index.ts';
import { parseFragment } from '../../shared/index.ts';
import { linkRoute, linkTo } from './link-paths.ts';

export interface ConfigRenameInput {
  /** Text of docs.json and of every file it includes, by path relative to the docs folder. */
  sources: ReadonlyMap<string, string>;
  /** The page files of the folder (before the rename). */
  pageFiles: PageFiles;
  /** The moved file and its new path. */
  from: string;
  to: string;
  /** The routes of both (undefined when the file is not a page: a snippet). */
  routes: { from: string; to: string } | undefined;
  /** Add a redirect from the old route. */
  redirect: boolean;
}

/** What changes in one JSON file. */
export interface ConfigFileChange {
  file: string;
  before: string;
  after: string;
  /** Page entries rewritten. */
  navigation: number;
  /** `href`s and redirect destinations rewritten. */
  links: number;
  /** Redirects added (0 or 1). */
  redirects: number;
}

export interface ConfigRename {
  changes: ConfigFileChange[];
  /** The redirect added, and the file it is written in. */
  redirect: { source: string; destination: string; file: string } | undefined;
  /** Why no redirect was added although one was asked for. */
  redirectSkipped: string | undefined;
}

interface Located {
  file: string;
  node: Node;
}

/** Computes the new text of every JSON file that names the moved page. */
export function renameInConfig(input: ConfigRenameInput): ConfigRename {
  const trees = new Map<string, Node | undefined>();
  const treeOf = (file: string): Node | undefined => {
    if (!trees.has(file)) {
      const text = input.sources.get(file);
      const errors: ParseError[] = [];
      const tree = text === undefined ? undefined : parseTree(text, errors);
      trees.set(file, errors.length > 0 ? undefined : tree);
    }
    return trees.get(file);
  };
  const edits = new Map<
    string,
    { edits: Edit[]; counts: Omit<ConfigFileChange, 'file' | 'before' | 'after'> }
  >();
  const editIn = (file: string) => {
    let entry = edits.get(file);
    if (!entry) {
      entry = { edits: [], counts: { navigation: 0, links: 0, redirects: 0 } };
      edits.set(file, entry);
    }
    return entry;
  };
  // A file included twice is walked twice; each of its values is edited once.
  const edited = new Set<string>();
  const setString = (at: Located, value: string, count: 'navigation' | 'links'): void => {
    const text = input.sources.get(at.file) ?? '';
    const tree = treeOf(at.file);
    const id = `${at.file}\u0000${String(at.node.offset)}`;
    if (!tree || edited.has(id)) return;
    edited.add(id);
    const entry = editIn(at.file);
    entry.edits.push(...jsonValueEdits(text, tree, getNodePath(at.node), value));
    entry.counts[count] += 1;
  };

  const redirectSources: string[] = [];
  const visited = new Set<string>();
  const walk = (at: Located, key: string | undefined): void => {
    const { file, node } = at;
    if (node.type === 'object') {
      const ref = propertyValue(node, '$ref');
      if (ref?.type === 'string' && typeof ref.value === 'string') {
        const included = follow(file, ref.value, treeOf);
        const id = `${file}\u0000${String(ref.offset)}`;
        if (included && !visited.has(id)) {
          visited.add(id);
          walk(included, key);
        }
      }
      if (key === 'redirects') {
        const source = propertyValue(node, 'source');
        if (typeof source?.value === 'string') redirectSources.push(source.value);
      }
      for (const property of node.children ?? []) {
        const name: unknown = property.children?.[0]?.value;
        const value = property.children?.[1];
        if (typeof name !== 'string' || name === '$ref' || !value) continue;
        // A redirect's keys are read as such only inside `redirects`.
        walk(
          { file, node: value },
          key === 'redirects' && name !== 'destination' ? undefined : name,
        );
      }
    } else if (node.type === 'array') {
      for (const item of node.children ?? []) walk({ file, node: item }, key);
    } else if (node.type === 'string' && typeof node.value === 'string') {
      const value = node.value;
      if (key === 'pages' || key === 'root') {
        const lookup = input.pageFiles.lookup(value);
        if (lookup.found && lookup.file === input.from) {
          setString(at, pageRefTo(value, input.from, input.to), 'navigation');
        }
      } else if ((key === 'href' || key === 'destination') && input.routes) {
        if (linkRoute(value, CONFIG_FILE) === input.routes.from) {
          setString(at, linkTo(value, input.to, CONFIG_FILE), 'links');
        }
      }
    }
  };
  const root = treeOf(CONFIG_FILE);
  if (root) walk({ file: CONFIG_FILE, node: root }, undefined);

  // Value edits first; the redirect is inserted into the text they give (jsonc-parser formats
  // around an insertion, which may overlap an edit of the array's last item).
  const after = new Map<string, string>();
  for (const [file, entry] of edits) {
    after.set(file, applyEdits(input.sources.get(file) ?? '', entry.edits));
  }
  let redirect: ConfigRename['redirect'];
  let redirectSkipped: string | undefined;
  if (input.redirect && input.routes && root) {
    const { from, to } = input.routes;
    const existing = redirectSources.find((source) => sameRoute(source, from));
    const target = existing === undefined ? redirectsArray(root, treeOf) : undefined;
    if (existing !== undefined) {
      redirectSkipped = `docs.json already redirects ${existing}`;
    } else if (target === 'unreadable') {
      redirectSkipped = 'the "redirects" of docs.json is not a list';
    } else {
      const entry = { source: from, destination: to };
      const file = target?.file ?? CONFIG_FILE;
      const text = after.get(file) ?? input.sources.get(file) ?? '';
      const tree = parseTree(text);
      const at = target ? [...getNodePath(target.node), -1] : ['redirects'];
      if (tree) {
        const value = target ? entry : [entry];
        after.set(
          file,
          applyEdits(text, jsonValueEdits(text, tree, at, value, target !== undefined)),
        );
        editIn(file).counts.redirects += 1;
        redirect = { ...entry, file };
      }
    }
  }

  const changes: ConfigFileChange[] = [];
  for (const [file, entry] of edits) {
    const before = input.sources.get(file) ?? '';
    changes.push({ file, before, after: after.get(file) ?? before, ...entry.counts });
  }
  changes.sort((a, b) =>
    a.file === CONFIG_FILE ? -1 : b.file === CONFIG_FILE ? 1 : a.file.localeCompare(b.file),
  );
  return { changes, redirect, redirectSkipped };
}

/**
 * The page entry `ref` (which names `from`) rewritten to name `to` in the same form: a leading
 * `/` or `./`, an extension, a trailing `/`, and `guides` rather than `guides/index`.
 */
export function pageRefTo(ref: string, from: string, to: string): string {
  const trimmed = ref.trim();
  const prefix = /^(?:\.\/|\/)*/.exec(trimmed)?.[0] ?? '';
  const trailing = trimmed.length > prefix.length && trimmed.endsWith('/') ? '/' : '';
  const bare = trimmed.slice(prefix.length).replace(/\/+$/, '');
  let goal: string;
  if (/\.mdx?$/i.test(bare)) {
    goal = to;
  } else {
    goal = normalizePageRef(to);
    const omittedIndex = normalizePageRef(ref) !== normalizePageRef(from);
    if (omittedIndex && goal.endsWith('/index')) goal = goal.slice(0, -'/index'.length);
  }
  return prefix + goal + trailing;
}

function sameRoute(a: string, b: string): boolean {
  const clean = (route: string) => `/${route.replace(/^\/+|\/+$/g, '')}`;
  return clean(a) === clean(b);
}

function propertyValue(node: Node, name: string): Node | undefined {
  const property = node.children?.find((child) => child.children?.[0]?.value === name);
  return property?.children?.[1];
}

/** The node a `$ref` written in `file` names (the file, or the part a `#/pointer` selects). */
function follow(
  file: string,
  ref: string,
  treeOf: (file: string) => Node | undefined,
): Located | undefined {
  const [target = '', pointer = ''] = ref.split('#', 2);
  const included = path.normalize(path.join(path.dirname(file), target));
  let node = treeOf(included);
  // A fragment that is not a pointer (`#tabs`) names a top-level key, as the config loader reads it.
  for (const segment of parseFragment(pointer) ?? [pointer]) {
    if (!node) return undefined;
    node =
      node.type === 'array'
        ? node.children?.[Number(segment)]
        : node.type === 'object'
          ? propertyValue(node, segment)
          : undefined;
  }
  return node ? { file: included, node } : undefined;
}

/**
 * Where docs.json's `redirects` list is written (in docs.json or a file it includes), undefined
 * when there is none yet, `unreadable` when it is not a list.
 */
function redirectsArray(
  root: Node,
  treeOf: (file: string) => Node | undefined,
): Located | 'unreadable' | undefined {
  const value = propertyValue(root, 'redirects');
  if (!value) return undefined;
  let at: Located = { file: CONFIG_FILE, node: value };
  for (let hops = 0; hops < 16 && at.node.type === 'object'; hops++) {
    const ref = propertyValue(at.node, '$ref');
    if (typeof ref?.value !== 'string') return 'unreadable';
    const next = follow(at.file, ref.value, treeOf);
    if (!next) return 'unreadable';
    at = next;
  }
  return at.node.type === 'array' ? at : 'unreadable';
}
