/**
 * Builds of code the server does not trust (hosted projects' pages, the agent's pages), each in
 * a build process of its own (see `build-process.ts`). The server prepares what the process may
 * not make itself (the site assets, bundled by esbuild, which starts a process), gives it a
 * work folder next to where the site goes, and takes the site from there only when the process
 * answered that it wrote it without errors; then the work folder is renamed into place.
 *
 * Folders under the data folder: `cache/assets/` (the site assets, written by the server only),
 * `cache/projects/<projectId>/` (a project's build cache, written by its builds only),
 * `cache/agent/<projectId>/` (what the agent's checks of a project keep: never the project's own
 * cache, so a model's pages cannot reach a deployment through it) and `cache/checks/` (their
 * work folders). A site's work folder is `<site>.folio-staging-<server pid>`, or, when the build
 * takes a spare process, the spare's `sites/<projectId>/spare-<id>.folio-staging-<server pid>`.
 *
 * Deployments may take a spare build process (see `spare-pool.ts`): one is started for a
 * project when its build is claimed (while its source is checked out) and after each of its
 * builds. The agent's checks never take one, nor leave one: their folders and cache are
 * others, and a spare serves only the deployments of the project it was started for.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { assistantPanelAsset, islandRuntimeAsset, siteAssets } from '../../site/index.ts';
import { engineHash, engineHashMemoFile } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import type { BrokenLinkProblem } from '../../agent/index.ts';
import type { BuildLimits } from './build-limits.ts';
import { BuildProcess, BuildProcessError, SpareGoneError } from './build-process.ts';
import type { ProcessSetup } from './build-process.ts';
import { toDiagnostic } from './child-protocol.ts';
import type { ChildAnswer, ChildOrder } from './child-protocol.ts';
import { SparePool } from './spare-pool.ts';

/** What {@link IsolatedBuilds} needs. */
export interface IsolatedBuildsOptions {
  /** The server's data folder. */
  dataDir: string;
  limits: BuildLimits;
  /** Render threads per build (default: the builder's choice). */
  workers?: number | undefined;
  /** Spare build processes kept for deployments (default 0: none). */
  spares?: number | undefined;
  /** How long a spare waits for its project's next build before it exits. */
  spareIdleMs?: number | undefined;
}

/** How long a spare waits for its project's next build, unless told otherwise. */
export const SPARE_IDLE_MS = 10 * 60_000;

/** An order without what the process's setup decides. */
type OrderOf = Omit<ChildOrder, 'answerFile' | 'assetsDir' | 'workers' | 'threadMemoryMb'>;

/** A finished build of a site. */
export interface SiteBuild {
  /** False when nothing was published (errors). */
  written: boolean;
  pages: number;
  rendered: number;
  bytes: number;
  diagnostics: Diagnostic[];
}

/** A link the link check found broken (the shape the agent's `check_links` reports). */
export type CheckedLink = BrokenLinkProblem;

/** The isolated builds of one server. */
export class IsolatedBuilds {
  readonly #options: IsolatedBuildsOptions;
  readonly #spares: SparePool<BuildProcess>;
  /** Spares being started, by project. */
  readonly #starting = new Map<string, Promise<unknown>>();
  #assets: Promise<string> | undefined;

  constructor(options: IsolatedBuildsOptions) {
    this.#options = options;
    this.#spares = new SparePool({
      max: options.spares ?? 0,
      idleMs: options.spareIdleMs ?? SPARE_IDLE_MS,
    });
  }

  /**
   * Starts a spare build process for the next deployment of `projectId` from the docs folder
   * `root`, unless it has one; resolves once it is started (not warm), false when none is kept.
   */
  prepare(projectId: string, root: string): Promise<boolean> {
    if ((this.#options.spares ?? 0) < 1) return Promise.resolve(false);
    const before = this.#starting.get(projectId)?.catch(() => undefined);
    const started = (async () => {
      await before;
      const setup = await this.#deploySetup(projectId, root);
      const work = path.join(
        path.resolve(this.#options.dataDir),
        'sites',
        projectId,
        `spare-${randomUUID()}${staging()}`,
      );
      const kept = await this.#spares.keep(
        projectId,
        shapeOf(setup, this.#options.limits),
        async () => {
          const spare = await BuildProcess.start({ ...setup, work }, this.#options.limits);
          // A spare that ends without an order (idle, replaced, closed) leaves no folder; a
          // build's work folder is the build's to remove.
          spare.onExit(() => {
            if (!spare.ordered) rm(work, { recursive: true, force: true }).catch(() => undefined);
          });
          return spare;
        },
      );
      if (!kept) await rm(work, { recursive: true, force: true });
      return kept;
    })();
    this.#starting.set(projectId, started);
    return started.finally(() => {
      if (this.#starting.get(projectId) === started) this.#starting.delete(projectId);
    });
  }

  /** Resolves once the spare of `projectId` has warmed up (false: it has none, or it ended). */
  async spareWarmed(projectId: string): Promise<boolean> {
    await this.#starting.get(projectId)?.catch(() => undefined);
    return (await this.#spares.get(projectId)?.warmed()) ?? false;
  }

  /** Kills the spare build processes; none is started afterwards. */
  async close(): Promise<void> {
    this.#spares.close();
    await Promise.allSettled(this.#starting.values());
  }

  /**
   * Builds the project `projectId` from the docs folder `root` into `outDir`, which it replaces
   * only when the build wrote the site without errors; `publish`, when given, takes the built
   * folder instead (into the artefact store) and `outDir` only names where the work folder goes.
   * Rejects with a `BuildProcessError` when the build was stopped by a limit or crashed.
   */
  async deploy(
    projectId: string,
    root: string,
    outDir: string,
    publish?: (site: string) => Promise<void>,
  ): Promise<SiteBuild> {
    await this.#starting.get(projectId)?.catch(() => undefined);
    const setup = await this.#deploySetup(projectId, root);
    const spare = this.#spares.take(projectId, shapeOf(setup, this.#options.limits));
    let work = spare?.work ?? `${outDir}${staging()}`;
    const order = (folder: string): OrderOf => ({
      task: 'build',
      root,
      outDir: path.join(folder, 'site'),
      cacheDir: setup.cacheDir,
      cache: true,
      hosted: true,
    });
    try {
      let answer: ChildAnswer;
      try {
        answer = await this.#run(work, order(work), spare);
      } catch (error) {
        if (!(error instanceof SpareGoneError)) throw error;
        // The spare died while it waited: a fresh process does the build.
        await rm(work, { recursive: true, force: true });
        work = `${outDir}${staging()}`;
        answer = await this.#run(work, order(work));
      }
      const site = path.join(work, 'site');
      if (answer.task !== 'build') throw new BuildProcessError('The build gave another result.');
      const build = { ...answer, diagnostics: answer.diagnostics.map(toDiagnostic) };
      if (!build.written || build.diagnostics.some((item) => item.severity === 'error')) {
        return { ...build, written: false };
      }
      await requirePlainFiles(site);
      if (publish) {
        await publish(site);
        return build;
      }
      await rm(outDir, { recursive: true, force: true });
      await rename(site, outDir);
      return build;
    } finally {
      await rm(work, { recursive: true, force: true });
      // The next build of the project finds its process started and warm.
      this.prepare(projectId, root).catch(() => undefined);
    }
  }

  /** The folders of a deployment's build process of `projectId` (its work folder aside). */
  async #deploySetup(projectId: string, root: string): Promise<Omit<ProcessSetup, 'work'>> {
    const assetsDir = await this.#readyAssets();
    return {
      // The remembered hash of Folio's code spares the process hashing it again.
      read: [root, assetsDir, engineHashMemoFile()],
      cacheDir: this.#folder('projects', projectId),
      warm: { assetsDir, threadMemoryMb: this.#options.limits.memoryMb },
    };
  }

  /**
   * Builds the docs folder `root` (an agent's worktree of project `projectId`) without keeping
   * the site, and returns the errors that kept pages from building (a stopped or crashed build
   * is one error).
   */
  async check(projectId: string, root: string): Promise<Diagnostic[]> {
    return this.#checking(projectId, root, 'build', (answer) =>
      answer.task === 'build'
        ? answer.diagnostics.map(toDiagnostic).filter((item) => item.severity === 'error')
        : [],
    );
  }

  /** Checks the links of the docs folder `root` (an agent's worktree of project `projectId`). */
  async links(
    projectId: string,
    root: string,
  ): Promise<{ broken: CheckedLink[]; diagnostics: Diagnostic[] }> {
    const empty = { broken: [], diagnostics: [] };
    try {
      return await this.#checking(projectId, root, 'links', (answer) =>
        answer.task === 'links'
          ? { broken: answer.broken, diagnostics: answer.diagnostics.map(toDiagnostic) }
          : empty,
      );
    } catch (error) {
      if (!(error instanceof BuildProcessError)) throw error;
      return { broken: [], diagnostics: [failedCheck(error.message)] };
    }
  }

  async #checking<T>(
    projectId: string,
    root: string,
    task: ChildOrder['task'],
    take: (answer: ChildAnswer) => T,
  ): Promise<T> {
    const work = path.join(this.#folder('checks'), `${randomUUID()}${staging()}`);
    try {
      const answer = await this.#run(work, {
        task,
        root,
        outDir: path.join(work, 'site'),
        cacheDir: this.#folder('agent', projectId),
        cache: false,
        hosted: false,
      });
      return take(answer);
    } catch (error) {
      if (!(error instanceof BuildProcessError) || task !== 'build') throw error;
      return take({
        task: 'build',
        written: false,
        pages: 0,
        rendered: 0,
        bytes: 0,
        diagnostics: [failedCheck(error.message)],
      });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /**
   * Runs `order` in `spare`, or in a new build process in the (new) work folder `work`, whose
   * reads are the docs folder, the ready assets and the remembered hash of Folio's code.
   */
  async #run(work: string, order: OrderOf, spare?: BuildProcess): Promise<ChildAnswer> {
    const { limits, workers } = this.#options;
    const assetsDir = await this.#readyAssets();
    let child = spare;
    if (!child) {
      await rm(work, { recursive: true, force: true });
      await mkdir(order.cacheDir, { recursive: true });
      const read = [order.root, assetsDir, engineHashMemoFile()];
      child = await BuildProcess.start({ work, read, cacheDir: order.cacheDir }, limits);
    }
    const answer = await child.run({
      ...order,
      answerFile: path.join(work, 'answer.json'),
      assetsDir,
      workers,
      threadMemoryMb: limits.memoryMb,
    });
    if (answer.task === 'failed')
      throw new BuildProcessError(`The build crashed: ${answer.message}`);
    return answer;
  }

  /** The folder of the site assets, bundled there once per server (a build cannot bundle). */
  #readyAssets(): Promise<string> {
    this.#assets ??= (async () => {
      const folder = this.#folder('assets');
      await Promise.all([
        siteAssets(folder),
        assistantPanelAsset(folder),
        islandRuntimeAsset(folder),
        engineHash(),
      ]);
      return folder;
    })();
    this.#assets.catch(() => {
      this.#assets = undefined;
    });
    return this.#assets;
  }

  #folder(...parts: string[]): string {
    return path.join(path.resolve(this.#options.dataDir), 'cache', ...parts);
  }
}

/** The end of a work folder's name: a staging folder of this server. */
function staging(): string {
  return `.folio-staging-${String(process.pid)}`;
}

/** What a spare must have been started with to serve a build: its folders and limits. */
function shapeOf(setup: Omit<ProcessSetup, 'work'>, limits: BuildLimits): string {
  return JSON.stringify({ ...setup, limits });
}

/** The error of a check the build process could not finish. */
function failedCheck(message: string): Diagnostic {
  return { severity: 'error', code: 'build-failed', message };
}

/**
 * Refuses a site that holds anything but files and folders: the permission model keeps a
 * build from making links, and this keeps the server from ever publishing one.
 */
async function requirePlainFiles(site: string): Promise<void> {
  const entries = await readdir(site, { recursive: true, withFileTypes: true });
  const odd = entries.find((entry) => !entry.isFile() && !entry.isDirectory());
  if (odd) {
    const relative = path.relative(site, path.join(odd.parentPath, odd.name));
    throw new BuildProcessError(
      `The build wrote "${relative.slice(0, 200)}", which is not a plain file: nothing was published.`,
    );
  }
}
