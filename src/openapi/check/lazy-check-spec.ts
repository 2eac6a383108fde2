/**
 * `checkSpec` behind a dynamic import: the checker brings ajv and the official schemas, which
 * builds and the dev server never need, so importing the OpenAPI module does not load them.
 *
 * @module
 */
import type { checkSpec as CheckSpec } from './check-spec.ts';

/** See `check-spec.ts`: validates a spec and reports every problem with its location. */
export async function checkSpec(
  ...args: Parameters<typeof CheckSpec>
): ReturnType<typeof CheckSpec> {
  const { checkSpec: check } = await import('./check-spec.ts');
  return check(...args);
}
