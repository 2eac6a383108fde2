/**
 * The bounds of an isolated build, from the environment: its wall time
 * (`FOLIO_BUILD_TIMEOUT_SECONDS`, default 600) and the heap of each of its threads
 * (`FOLIO_BUILD_MEMORY_MB`, default 2048), and how many spare build processes the server keeps
 * started ahead for projects' next builds (`FOLIO_BUILD_SPARES`, default 2, 0 for none; see
 * `spare-pool.ts`). Read when the server starts, so a bad value stops
 * the start with a message naming it rather than failing every build.
 *
 * @module
 */

/** How far one isolated build may go. */
export interface BuildLimits {
  /** Wall time from the start of the build process to its end. */
  timeoutSeconds: number;
  /** Heap limit of the build's main thread and of each render thread, in MB. */
  memoryMb: number;
}

/** The limits unless configured otherwise. */
export const DEFAULT_BUILD_LIMITS: BuildLimits = { timeoutSeconds: 600, memoryMb: 2048 };

/** The smallest heap a build can start with. */
const MIN_MEMORY_MB = 128;

type Environment = Record<string, string | undefined>;

/** The limits the environment sets; throws an Error with a readable message on a bad value. */
export function buildLimitsFromEnv(env: Environment): BuildLimits {
  return {
    timeoutSeconds:
      whole(env, 'FOLIO_BUILD_TIMEOUT_SECONDS', 1) ?? DEFAULT_BUILD_LIMITS.timeoutSeconds,
    memoryMb: whole(env, 'FOLIO_BUILD_MEMORY_MB', MIN_MEMORY_MB) ?? DEFAULT_BUILD_LIMITS.memoryMb,
  };
}

/** Spare build processes unless configured otherwise. */
export const DEFAULT_BUILD_SPARES = 2;

/** The spare build processes the environment asks for; throws like {@link buildLimitsFromEnv}. */
export function buildSparesFromEnv(env: Environment): number {
  return whole(env, 'FOLIO_BUILD_SPARES', 0) ?? DEFAULT_BUILD_SPARES;
}

function whole(env: Environment, name: string, minimum: number): number | undefined {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < minimum) {
    throw new Error(`${name}="${value}" must be a whole number of at least ${minimum}.`);
  }
  return number;
}
