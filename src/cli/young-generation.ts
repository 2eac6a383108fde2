/**
 * `folio validate` checks pages on this thread as well as on workers. A worker's young generation
 * is bounded at 24 MB (see `renderWorkerLimits`), because V8 grows it to 128 MB for the parser's
 * short-lived objects and that memory is rarely given back; this thread's can only be bounded when
 * the process starts, by a V8 flag. So `validate` restarts the process at once, in place
 * (`process.execve`: same process id, same streams) with the flag, which costs about 20 ms: a
 * warm validate of a 25,000-page site peaks at 240 MB instead of 377 MB. Where `execve` is
 * missing (Windows, Node before 22.15) or the flag was given already, it runs as started.
 *
 * `folio build` restarts so only for a cold build of a small site (see `small-cold-build.ts`):
 * its building thread keeps large structures (the navigation, the search segments, the build
 * cache) that each scavenge of a small young generation walks again, which a 3,784-page build
 * paid with 11% more CPU for 150 MB less memory; on 1,000 pages the bound costs about 1% and
 * takes the peak from about 520 to about 405 MB. A rebuild renders few pages and stays small
 * without it.
 *
 * @module
 */

/** Semi-space size in MB: a young generation of three semi-spaces is 24 MB, as on the workers. */
const SEMI_SPACE_MB = 8;

const FLAG = '--max-semi-space-size';

/** Commands that always restart with the bound. */
const BOUNDED_COMMANDS = new Set(['validate']);

export interface ProcessStart {
  /** `process.argv`. */
  argv: readonly string[];
  /** `process.execArgv`. */
  execArgv: readonly string[];
  /** `NODE_OPTIONS`. */
  nodeOptions: string | undefined;
  /** Whether `folio build` with these arguments (those after `build`) is a small cold build. */
  smallColdBuild?: ((args: readonly string[]) => boolean) | undefined;
}

/**
 * The arguments to restart `start` with, or `undefined` to go on as started: for a command that
 * checks pages on this thread, or a small cold build, when no semi-space size was chosen already.
 */
export function restartArguments(start: ProcessStart): string[] | undefined {
  const [node, script, command] = start.argv;
  if (node === undefined || script === undefined) return undefined;
  if (!BOUNDED_COMMANDS.has(command ?? '') && command !== 'build') return undefined;
  const chosen = [...start.execArgv, ...(start.nodeOptions ?? '').split(/\s+/)].some(
    (option) => option === FLAG || option.startsWith(`${FLAG}=`),
  );
  if (chosen) return undefined;
  if (command === 'build' && start.smallColdBuild?.(start.argv.slice(3)) !== true) return undefined;
  return [node, `${FLAG}=${String(SEMI_SPACE_MB)}`, ...start.execArgv, ...start.argv.slice(1)];
}

/** Restarts this process with a bounded young generation when {@link restartArguments} says. */
export async function boundYoungGeneration(): Promise<void> {
  if (typeof process.execve !== 'function' || process.platform === 'win32') return;
  // The folder check loads for `folio build` only: every other command starts without it.
  const small =
    process.argv[2] === 'build'
      ? (await import('./small-cold-build.ts')).smallColdBuild
      : undefined;
  const args = restartArguments({
    argv: process.argv,
    execArgv: process.execArgv,
    nodeOptions: process.env['NODE_OPTIONS'],
    smallColdBuild: small && ((rest) => small(rest, process.cwd())),
  });
  if (args) process.execve(process.execPath, args, process.env);
}
