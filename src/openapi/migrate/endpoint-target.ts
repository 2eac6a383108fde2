/**
 * Which operation an MDX endpoint page documents, from its `openapi:` frontmatter in every form
 * seen in the wild (`GET /plants`, `get /v1/x`, `WEBHOOK /plant/webhook`,
 * `/admin-openapi.json POST /v1/x`, `v2 post /annotations`), or why it cannot be migrated: not
 * an endpoint reference, a spec that is missing, only a URL or unreadable, an operation the
 * spec does not have.
 *
 * @module
 */
import type { OpenApiScope, ResolvedPage, SpecIndex } from '../../navigation/index.ts';
import { isRemoteSpec, matchSpec, parseEndpointEntry } from '../../navigation/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { didYouMean } from '../../shared/index.ts';

/** An operation of a spec in the docs folder. */
export interface EndpointTarget {
  spec: string;
  /** Lowercase method, or `webhook`. */
  method: string;
  /** The path (or webhook name) as the spec writes it. */
  path: string;
}

export type TargetResult =
  { ok: true; target: EndpointTarget } | { ok: false; diagnostic: Diagnostic };

export interface TargetContext {
  specs: ReadonlyMap<string, SpecIndex>;
  /** `api.openapi`, or the specs found in the folder. */
  defaultScope: OpenApiScope | undefined;
}

/**
 * The target of `page` (an MDX page in navigation) whose frontmatter `openapi` is `value`
 * (on `line`). Uses the endpoint navigation attached to the page when there is one, so the
 * content goes exactly where the page's generated reference came from.
 */
export function endpointTarget(
  page: ResolvedPage,
  value: unknown,
  line: number,
  context: TargetContext,
): TargetResult {
  const file = page.file ?? page.route;
  const fail = (code: string, message: string, hint: string): TargetResult => ({
    ok: false,
    diagnostic: {
      severity: 'error',
      code,
      message: `${message}: ${file} is left as it is`,
      hint,
      position: { file, line, column: 1 },
    },
  });
  const endpoint = typeof value === 'string' ? parseEndpointEntry(value) : undefined;
  if (!endpoint) {
    return fail(
      'migrate-not-endpoint',
      `openapi: ${JSON.stringify(value)} is not an endpoint reference`,
      'Write it as "METHOD /path" or "spec-file METHOD /path", e.g. openapi: GET /users, then run migrate-mdx again.',
    );
  }
  if (page.endpoint) {
    const { spec, method, path } = page.endpoint;
    return { ok: true, target: { spec, method, path } };
  }
  const label = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
  let candidates: string[];
  if (endpoint.spec) {
    if (isRemoteSpec(endpoint.spec)) return remote(endpoint.spec);
    const key = matchSpec(endpoint.spec, context.specs.keys());
    if (!key) {
      return fail(
        'migrate-missing-spec',
        `openapi: "${String(value)}" names the spec "${endpoint.spec}", which is not in the docs folder`,
        context.specs.size
          ? `Known specs: ${[...context.specs.keys()].join(', ')}. Fix the name, or add the spec.`
          : 'Add the spec to the docs folder, or fix its name.',
      );
    }
    candidates = [key];
  } else {
    candidates = [
      ...new Set([
        ...(page.openapi?.sources ?? []),
        ...(context.defaultScope?.sources ?? []),
        ...context.specs.keys(),
      ]),
    ];
  }
  const loaded = candidates.filter((source) => context.specs.get(source)?.operations);
  if (loaded.length === 0) {
    const first = candidates[0];
    if (first === undefined) {
      return fail(
        'migrate-missing-spec',
        `openapi: "${String(value)}" names an endpoint, but the docs folder has no OpenAPI spec`,
        'Add the spec to the docs folder (and name it in docs.json: "api": {"openapi": "openapi.yaml"}).',
      );
    }
    if (isRemoteSpec(first)) return remote(first);
    const error = context.specs.get(first)?.error;
    return fail(
      'migrate-missing-spec',
      error ? `The spec ${first} cannot be loaded (${error})` : `The spec ${first} does not exist`,
      'Fix the spec (folio openapi-check shows its problems), then run migrate-mdx again.',
    );
  }
  const known = loaded.flatMap(
    (source) =>
      context.specs.get(source)?.operations?.map((op) => `${op.method.toUpperCase()} ${op.path}`) ??
      [],
  );
  const suggestion = didYouMean(label, known);
  return fail(
    'migrate-missing-operation',
    `${label} is not an operation of ${loaded.join(', ')}, so its content has nowhere to go`,
    suggestion
      ? `Did you mean "${suggestion}"? Fix the frontmatter or add the operation to the spec.`
      : 'Add the operation to the spec, or fix the method and path in the frontmatter.',
  );

  function remote(source: string): TargetResult {
    return fail(
      'migrate-remote-spec',
      `The spec of ${label} is only a URL (${source}), which migrate-mdx cannot write to`,
      'Download the spec into the docs folder, point docs.json at the file, then run migrate-mdx again.',
    );
  }
}
