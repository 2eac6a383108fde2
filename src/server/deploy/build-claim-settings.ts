/**
 * How servers sharing one database share builds: how long a silent builder is trusted, how many
 * times a build is tried, how often a server looks for work it was not told about. Read from the
 * environment, so every server of an installation can be given the same values.
 *
 * @module
 */

/** The settings of a build queue's claims. */
export interface BuildClaimSettings {
  /** A build whose server sent no heartbeat for this long is taken over by another server. */
  lapseMs: number;
  /** How often a building server records its heartbeat (a third of the lapse). */
  heartbeatMs: number;
  /** A build is tried at most this many times, then marked failed. */
  maxAttempts: number;
  /** How often a server looks for queued builds besides being notified (PostgreSQL only). */
  pollMs: number;
}

/** 30 s lapse, 3 attempts, a look every 5 s. */
export const DEFAULT_BUILD_CLAIMS: BuildClaimSettings = {
  lapseMs: 30_000,
  heartbeatMs: 10_000,
  maxAttempts: 3,
  pollMs: 5_000,
};

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The settings named by `FOLIO_BUILD_LAPSE_SECONDS`, `FOLIO_BUILD_ATTEMPTS` and
 * `FOLIO_QUEUE_POLL_SECONDS`, the defaults for those unset. Throws on a value that is not a
 * whole number in range.
 */
export function buildClaimsFromEnv(env: Environment): BuildClaimSettings {
  const lapseSeconds = whole(env, 'FOLIO_BUILD_LAPSE_SECONDS', 3);
  const lapseMs = lapseSeconds === undefined ? DEFAULT_BUILD_CLAIMS.lapseMs : lapseSeconds * 1000;
  const pollSeconds = whole(env, 'FOLIO_QUEUE_POLL_SECONDS', 1);
  return {
    lapseMs,
    heartbeatMs: Math.floor(lapseMs / 3),
    maxAttempts: whole(env, 'FOLIO_BUILD_ATTEMPTS', 1) ?? DEFAULT_BUILD_CLAIMS.maxAttempts,
    pollMs: pollSeconds === undefined ? DEFAULT_BUILD_CLAIMS.pollMs : pollSeconds * 1000,
  };
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
