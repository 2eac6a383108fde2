/**
 * Folio's module pack: what Node's module loader works out for each of Folio's modules, kept
 * from one run to the next. A command loads about 650 ES modules; Node resolves each import
 * (walking folders, reading package.json files, following symlinks), opens and reads each file
 * and strips the types from each TypeScript file, every run: together about a third of a
 * one-page rebuild. The pack keeps, in one file of Folio's own cache store (`modules` in
 * `node_modules/.cache/folio`, see src/shared/cache-store.ts), the resolution
 * of each import and the text of each module, and module hooks (`module.registerHooks`) answer
 * from it (Node's compile cache still supplies the compiled code).
 *
 * Nothing stale is ever used:
 * - a module's text is used only while its file has the size, modification and change times
 *   and inode it had when the pack took it;
 * - a relative import (`./x.js`) resolves to the same file as long as that file exists, which
 *   the check above covers; package imports (`react`) also depend on the packages installed,
 *   so they are kept only under the fingerprint of npm's, pnpm's or Yarn's record of the
 *   install (and not at all without one).
 * What misses the pack goes through Node as usual, and the pack is written again at exit.
 *
 * @module
 */
import { readFileSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The pack is installed before the rest of Folio loads: shared's index would load it all first.
// eslint-disable-next-line no-restricted-imports -- see above
import { installCacheRoot, openCacheStore, writeCacheFile } from '../shared/cache-store.ts';
// eslint-disable-next-line no-restricted-imports -- see above
import type { CacheStore } from '../shared/cache-store.ts';

/** Bump when the pack's layout changes. */
const FORMAT = 2;

/** Files a package manager rewrites on every install, in a `node_modules` folder. */
const INSTALL_RECORDS = ['.package-lock.json', '.modules.yaml', '.yarn-state.yml'];

interface Header {
  format: number;
  node: string;
  /** Fingerprint of the installed packages; package imports are kept only under it. */
  installed: string;
  /** `parent URL \0 specifier` → `[url, format]`. */
  resolved: Record<string, [string, string]>;
  /** Module URL → `[fingerprint, format, start, length]` of its text in the body. */
  modules: Record<string, [string, string, number, number]>;
}

/** A module's text and what Node needs with it. */
interface ModuleText {
  fingerprint: string;
  format: string;
  source: string;
}

/** Formats whose text the pack keeps (CommonJS goes through Node's own loader). */
const CACHED_FORMATS = new Set(['module', 'module-typescript']);

export interface ModulePackOptions {
  /** Folio's folder (the one holding its package.json). */
  root: string;
  /**
   * The pack file (default: in the `modules` folder of the cache store of the Folio in `root`,
   * named after Node's version and `command`).
   */
  file?: string | undefined;
  /**
   * The command being run: each command keeps a pack of its own, so a build does not read the
   * modules only the server loads.
   */
  command?: string | undefined;
}

/** The pack: read once, consulted by the hooks, written at exit when something was added. */
export class ModulePack {
  readonly #file: string;
  /** The store of the default pack file, whose packs for other Node versions are removed. */
  readonly #store: CacheStore | undefined;
  readonly #installed: string;
  readonly #resolved = new Map<string, [string, string]>();
  readonly #modules = new Map<string, ModuleText>();
  /** Fingerprints taken this run (each file is looked at once). */
  readonly #fingerprints = new Map<string, string | undefined>();
  #changed = false;

  constructor(options: ModulePackOptions) {
    if (options.file === undefined) {
      this.#store = openCacheStore(installCacheRoot(options.root));
      this.#file = this.#store.file('modules', packName(options.command));
    } else {
      this.#file = options.file;
    }
    this.#installed = installFingerprint(options.root);
    this.#read();
  }

  /** Registers the module hooks (this thread only) and the write at exit. */
  install(): void {
    module.registerHooks({
      resolve: (specifier, context, nextResolve) => {
        const key = `${context.parentURL ?? ''}\0${specifier}`;
        const cached = this.#resolved.get(key);
        // A file that is gone is left to Node, which reports it as usual.
        if (cached && this.#fingerprint(cached[0]) !== undefined) {
          return { url: cached[0], format: cached[1], shortCircuit: true };
        }
        const result = nextResolve(specifier, context);
        if (this.#keepsResolution(specifier, context.parentURL, result.format)) {
          this.#resolved.set(key, [result.url, result.format ?? '']);
          this.#changed = true;
        }
        return result;
      },
      load: (url, context, nextLoad) => {
        const cached = this.#modules.get(url);
        if (cached && this.#fingerprint(url) === cached.fingerprint) {
          return { format: cached.format, source: cached.source, shortCircuit: true };
        }
        const result = nextLoad(url, context);
        const format = result.format ?? '';
        if (url.startsWith('file:') && CACHED_FORMATS.has(format) && result.source != null) {
          const fingerprint = this.#fingerprint(url);
          if (fingerprint !== undefined) {
            const source =
              typeof result.source === 'string'
                ? result.source
                : Buffer.from(result.source as Uint8Array).toString('utf8');
            this.#modules.set(url, { fingerprint, ...compiledForm(format, source) });
            this.#changed = true;
          }
        }
        return result;
      },
    });
    process.once('exit', () => {
      this.save();
    });
  }

  /** Writes the pack if modules or resolutions were added (a failed write is only a slower run). */
  save(): void {
    if (!this.#changed) return;
    const header: Header = {
      format: FORMAT,
      node: process.version,
      installed: this.#installed,
      resolved: Object.fromEntries(this.#resolved),
      modules: {},
    };
    const body: string[] = [];
    let at = 0;
    for (const [url, text] of this.#modules) {
      header.modules[url] = [text.fingerprint, text.format, at, text.source.length];
      body.push(text.source);
      at += text.source.length;
    }
    // A read-only install: the modules load as usual next time.
    if (!writeCacheFile(this.#file, `${JSON.stringify(header)}\n${body.join('')}`)) return;
    this.#changed = false;
    const prefix = `modules-${process.version}`;
    this.#store?.prune(
      'modules',
      (name) => name === `${prefix}.pack` || name.startsWith(`${prefix}-`),
    );
  }

  #fingerprint(url: string): string | undefined {
    if (this.#fingerprints.has(url)) return this.#fingerprints.get(url);
    const fingerprint = fingerprintOf(url);
    this.#fingerprints.set(url, fingerprint);
    return fingerprint;
  }

  /** Whether Node's resolution of `specifier` may be reused while the pack is valid. */
  #keepsResolution(
    specifier: string,
    parentURL: string | undefined,
    format: string | null | undefined,
  ): boolean {
    if (parentURL?.startsWith('file:') !== true || !CACHED_FORMATS.has(format ?? '')) return false;
    if (specifier.startsWith('./') || specifier.startsWith('../')) return true;
    // A package import: only under a record of what is installed.
    return this.#installed !== '' && !specifier.startsWith('node:') && !specifier.includes(':');
  }

  #read(): void {
    let text: string;
    try {
      text = readFileSync(this.#file, 'utf8');
    } catch {
      return;
    }
    const end = text.indexOf('\n');
    let header: Header;
    try {
      header = JSON.parse(text.slice(0, end)) as Header;
    } catch {
      return;
    }
    if (header.format !== FORMAT || header.node !== process.version) return;
    const samePackages = header.installed === this.#installed;
    for (const [key, value] of Object.entries(header.resolved)) {
      const specifier = key.slice(key.indexOf('\0') + 1);
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (relative || samePackages) this.#resolved.set(key, value);
    }
    const body = end + 1;
    for (const [url, [fingerprint, format, start, length]] of Object.entries(header.modules)) {
      this.#modules.set(url, {
        fingerprint,
        format,
        source: text.slice(body + start, body + start + length),
      });
    }
  }
}

/**
 * The form of a module the pack keeps: a TypeScript module with its types stripped (what Node
 * itself compiles, the positions unchanged), so later runs skip stripping it; any other as it is.
 */
function compiledForm(format: string, source: string): { format: string; source: string } {
  const strip = module.stripTypeScriptTypes as ((code: string) => string) | undefined;
  if (format !== 'module-typescript' || typeof strip !== 'function') return { format, source };
  // The function is flagged experimental and says so once per process; the pack is keyed by
  // Node's version, so a change in it only means stripping again.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was below
  const emitWarning = process.emitWarning;
  process.emitWarning = () => undefined;
  try {
    return { format: 'module', source: strip(source) };
  } catch {
    return { format, source };
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** What tells a change of the module file at `url`, or undefined when it is gone. */
function fingerprintOf(url: string): string | undefined {
  try {
    return fileFingerprint(fileURLToPath(url));
  } catch {
    return undefined;
  }
}

function fileFingerprint(file: string): string | undefined {
  const info = statSync(file, { throwIfNoEntry: false, bigint: true });
  return info
    ? `${String(info.size)}:${String(info.mtimeNs)}:${String(info.ctimeNs)}:${String(info.ino)}`
    : undefined;
}

/**
 * The fingerprints of the install records in the `node_modules` folders that Folio's packages can
 * come from (its own and those above it); empty when there is none.
 */
export function installFingerprint(root: string): string {
  const fingerprints: string[] = [];
  for (let folder = path.resolve(root); ; folder = path.dirname(folder)) {
    for (const record of INSTALL_RECORDS) {
      const file = path.join(folder, 'node_modules', record);
      const fingerprint = fileFingerprint(file);
      if (fingerprint !== undefined) fingerprints.push(`${file}\0${fingerprint}`);
    }
    if (path.dirname(folder) === folder) break;
  }
  return fingerprints.join('\0');
}

/**
 * The name of the pack for this Node and `command`. It is kept in the store of Folio's own
 * install, so only who may change Folio's own files may change the code it runs.
 */
function packName(command: string | undefined): string {
  const name = command !== undefined && /^[a-z][a-z-]*$/.test(command) ? `-${command}` : '';
  return `modules-${process.version}${name}.pack`;
}
