/**
 * `loadApiModel`: a spec file or URL in, the normalised `ApiModel` out (parse, load the files it
 * references, resolve `$ref`s, normalise), with every problem as a positioned diagnostic. And a
 * per-build cache, so each spec is loaded once however many pages use it.
 *
 * @module
 */
import type { Diagnostic } from '../../shared/index.ts';
import type { ApiModel } from '../model.ts';
import { loadSpecBundle } from './load-documents.ts';
import type { SpecBundle } from './load-documents.ts';
import { dialectOf, normaliseDocument } from './normalise-document.ts';
import type { SchemaDialect } from './normalise-schema.ts';
import type { FetchOptions } from './read-source.ts';
import { resolveRefs } from './resolve-refs.ts';
import type { ResolvedRefs } from './resolve-refs.ts';
import { problemDiagnostics } from './spec-problem.ts';
import { isObject } from './values.ts';

/** What loading a spec gives. */
export interface ApiModelResult {
  /** Absent when the spec could not be read or is not an OpenAPI document. */
  model?: ApiModel;
  diagnostics: Diagnostic[];
  /** Text of each local file read (relative to the docs folder), for code frames. */
  sources: Map<string, string>;
}

/** A spec's version, once its top-level object is known to be an OpenAPI or Swagger document. */
export type SpecVersion =
  { ok: true; specVersion: string; dialect: SchemaDialect } | { ok: false; diagnostic: Diagnostic };

/**
 * Loads the spec `source` (relative to the docs folder `root`, or an http(s) URL). A remote spec
 * that cannot be fetched gives a warning and no model; a local one that cannot be read or parsed
 * gives an error and no model. Unresolvable `$ref`s are errors, but the model is still built.
 */
export async function loadApiModel(
  root: string,
  source: string,
  options: FetchOptions = {},
): Promise<ApiModelResult> {
  const loaded = await loadSpecBundle(root, source, options);
  if (!loaded.ok) return { diagnostics: [loaded.diagnostic], sources: new Map() };
  const { bundle } = loaded;
  const sources = sourcesOf(bundle);
  const version = specVersionOf(bundle);
  if (!version.ok) return { diagnostics: [...bundle.diagnostics, version.diagnostic], sources };
  const resolved = resolveRefs(bundle);
  const model = buildModel(bundle, resolved, version);
  return {
    model,
    diagnostics: [...bundle.diagnostics, ...problemDiagnostics(resolved.problems)],
    sources,
  };
}

/** The model of a resolved bundle (for callers that run their own steps in between). */
export function buildModel(
  bundle: SpecBundle,
  resolved: ResolvedRefs,
  version: { specVersion: string; dialect: SchemaDialect },
): ApiModel {
  const source = bundle.main.file;
  return normaliseDocument(bundle, resolved.origins, source, version.specVersion, version.dialect);
}

/** The `openapi` / `swagger` version of the bundle's spec, or why it is not a spec Folio reads. */
export function specVersionOf(bundle: Pick<SpecBundle, 'main'>): SpecVersion {
  const { main } = bundle;
  const value = main.value;
  const fail = (message: string): SpecVersion => ({
    ok: false,
    diagnostic: {
      severity: 'error',
      code: 'openapi-not-a-spec',
      message: `OpenAPI spec ${main.file}: ${message}`,
      ...(main.remote ? {} : { position: { file: main.file, line: 1, column: 1 } }),
    },
  });
  if (!isObject(value)) return fail('the document is not an object');
  const declared = value['openapi'] ?? value['swagger'];
  if (typeof declared !== 'string' && typeof declared !== 'number') {
    return fail('not an OpenAPI document (no "openapi" or "swagger" version field)');
  }
  const specVersion = typeof declared === 'number' ? declared.toFixed(1) : declared;
  const dialect = dialectOf(specVersion);
  if (!dialect)
    return fail(`version ${specVersion} is not supported (Folio reads 2.0, 3.0 and 3.1)`);
  return { ok: true, specVersion, dialect };
}

/** A per-build cache of loaded specs. */
export interface ApiModelCache {
  /** The result for `source` in `root`, loaded on first request and shared after. */
  get: (root: string, source: string) => Promise<ApiModelResult>;
}

/** Creates a cache: each spec is loaded once, even when pages ask for it at the same time. */
export function createApiModelCache(options: FetchOptions = {}): ApiModelCache {
  const results = new Map<string, Promise<ApiModelResult>>();
  return {
    get(root, source) {
      const key = `${root}\u0000${source.replace(/^\/+/, '')}`;
      let result = results.get(key);
      if (!result) {
        result = loadApiModel(root, source, options);
        results.set(key, result);
      }
      return result;
    },
  };
}

function sourcesOf(bundle: SpecBundle): Map<string, string> {
  const sources = new Map<string, string>();
  for (const document of bundle.documents.values()) {
    if (!document.remote) sources.set(document.file, document.text);
  }
  return sources;
}
