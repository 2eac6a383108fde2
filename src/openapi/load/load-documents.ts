/**
 * Loads a spec and every file its `$ref`s point to (relative files, and remote URLs through
 * fetch), each parsed once, in parallel waves. Files that cannot be loaded are remembered with
 * the reason, so each `$ref` into them can say why it does not resolve.
 *
 * @module
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Diagnostic } from '../../shared/index.ts';
import { parseSource } from './parse-source.ts';
import type { SourceDocument, SourceName } from './parse-source.ts';
import { readSource } from './read-source.ts';
import type { FetchOptions } from './read-source.ts';
import { walkRefs } from './walk-refs.ts';

/** A spec with the files it references. */
export interface SpecBundle {
  /** The docs folder: files are named relative to it. */
  root: string;
  /** The spec itself. */
  main: SourceDocument;
  /** Every loaded file by URL (without fragment), the spec included. */
  documents: Map<string, SourceDocument>;
  /** Referenced files that could not be loaded, by URL: why, and whether they are remote. */
  failed: Map<string, { reason: string; remote: boolean }>;
  /** Problems of the files themselves: syntax errors of referenced files, duplicate keys. */
  diagnostics: Diagnostic[];
}

export type BundleResult =
  { ok: true; bundle: SpecBundle } | { ok: false; diagnostic: Diagnostic; remote: boolean };

/** `source` (relative to `root`, a leading `/` allowed, or an http(s) URL) as a URL. */
export function sourceUrl(root: string, source: string): URL {
  if (/^https?:\/\//i.test(source)) return new URL(source);
  return pathToFileURL(path.resolve(root, source.replace(/^\/+/, '')));
}

/** How a file is named in messages: relative to the docs folder (POSIX), or its URL. */
export function sourceName(root: string, url: URL): SourceName {
  if (url.protocol !== 'file:') return { url: url.href, file: url.href, remote: true };
  const relative = path.relative(root, fileURLToPath(url)).split(path.sep).join('/');
  return { url: url.href, file: relative || path.basename(fileURLToPath(url)), remote: false };
}

/** Loads the spec `source` and the files it references, transitively. */
export async function loadSpecBundle(
  root: string,
  source: string,
  given: FetchOptions = {},
): Promise<BundleResult> {
  // Local files are read only from inside the docs folder unless the caller says otherwise.
  const options: FetchOptions = { ...given, folder: given.folder ?? root };
  const mainUrl = sourceUrl(root, source);
  const mainName = sourceName(root, mainUrl);
  const read = await readSource(mainUrl, options);
  if (!read.ok) {
    return {
      ok: false,
      remote: read.remote,
      diagnostic: {
        severity: read.remote ? 'warning' : 'error',
        code: 'openapi-unreadable',
        message: `OpenAPI spec ${mainName.file}: ${read.reason}`,
      },
    };
  }
  const parsed = parseSource(read.text, mainName);
  if (!parsed.ok) return { ok: false, diagnostic: parsed.diagnostic, remote: mainName.remote };

  const bundle: SpecBundle = {
    root,
    main: parsed.document,
    documents: new Map([[mainName.url, parsed.document]]),
    failed: new Map(),
    diagnostics: [...parsed.warnings],
  };
  let wave = referencedFiles(parsed.document, bundle);
  while (wave.length > 0) {
    const loaded = await Promise.all(wave.map((url) => loadReferenced(url, bundle, options)));
    wave = [...new Set(loaded.flat())].filter(
      (url) => !bundle.documents.has(url) && !bundle.failed.has(url),
    );
  }
  return { ok: true, bundle };
}

/** Loads one referenced file into the bundle; returns the files it references in turn. */
async function loadReferenced(
  url: string,
  bundle: SpecBundle,
  options: FetchOptions,
): Promise<string[]> {
  const name = sourceName(bundle.root, new URL(url));
  const read = await readSource(new URL(url), options);
  if (!read.ok) {
    bundle.failed.set(url, { reason: read.reason, remote: read.remote });
    return [];
  }
  const parsed = parseSource(read.text, name);
  if (!parsed.ok) {
    bundle.failed.set(url, { reason: 'the file has a syntax error', remote: name.remote });
    bundle.diagnostics.push(parsed.diagnostic);
    return [];
  }
  bundle.documents.set(url, parsed.document);
  bundle.diagnostics.push(...parsed.warnings);
  return referencedFiles(parsed.document, bundle);
}

/** Files `document` references that are not loaded yet (URLs without fragment). */
function referencedFiles(document: SourceDocument, bundle: SpecBundle): string[] {
  const files = new Set<string>();
  walkRefs(document.value, (ref) => {
    if (ref.$ref.startsWith('#')) return undefined;
    const url = URL.parse(ref.$ref, document.url);
    if (!url || (url.protocol !== 'file:' && !/^https?:$/.test(url.protocol))) return undefined;
    url.hash = '';
    if (bundle.documents.has(url.href) || bundle.failed.has(url.href)) return undefined;
    if (document.remote && url.protocol === 'file:') {
      bundle.failed.set(url.href, {
        reason: 'a remote spec cannot refer to local files',
        remote: true,
      });
    } else {
      files.add(url.href);
    }
    return undefined;
  });
  return [...files];
}
