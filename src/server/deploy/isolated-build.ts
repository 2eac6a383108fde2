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
 * work folders). A site's work folder is `<site>.folio-staging-<server pid>`.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { assistantPanelAsset, siteAssets } from '../../render/index.ts';
import { engineHash, engineHashMemoFile } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import type { BrokenLinkProblem } from '../../agent/index.ts';
import type { BuildLimits } from './build-limits.ts';
import { BuildProcessError, runBuildProcess } from './build-process.ts';
import { toDiagnostic } from './child-protocol.ts';
import type { ChildAnswer, ChildOrder } from './child-protocol.ts';

/** What {@link IsolatedBuilds} needs. */
export interface IsolatedBuildsOptions {
  /** The server's data folder. */
  dataDir: string;
  limits: BuildLimits;
  /** Render threads per build (default: the builder's choice). */
  workers?: number | undefined;
}

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
  #assets: Promise<string> | undefined;

  constructor(options: IsolatedBuildsOptions) {
    this.#options = options;
  }

  /**
   * Builds the project `projectId` from the docs folder `root` into `outDir`, which it replaces
   * only when the build wrote the site without errors. Rejects with a `BuildProcessError` when
   * the build was stopped by a limit or crashed.
   */
  async deploy(projectId: string, root: string, outDir: string): Promise<SiteBuild> {
    const work = `${outDir}.folio-staging-${String(process.pid)}`;
    const site = path.join(work, 'site');
    try {
      const answer = await this.#run(work, {
        task: 'build',
        root,
        outDir: site,
        cacheDir: this.#folder('projects', projectId),
        cache: true,
        hosted: true,
      });
      if (answer.task !== 'build') throw new BuildProcessError('The build gave another result.');
      const build = { ...answer, diagnostics: answer.diagnostics.map(toDiagnostic) };
      if (!build.written || build.diagnostics.some((item) => item.severity === 'error')) {
        return { ...build, written: false };
      }
      await requirePlainFiles(site);
      await rm(outDir, { recursive: true, force: true });
      await rename(site, outDir);
      return build;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
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
    const work = path.join(
      this.#folder('checks'),
      `${randomUUID()}.folio-staging-${String(process.pid)}`,
    );
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

  /** Runs one build process in the (new) work folder `work`. */
  async #run(
    work: string,
    order: Omit<ChildOrder, 'answerFile' | 'assetsDir' | 'workers' | 'threadMemoryMb'>,
  ): Promise<ChildAnswer> {
    const { limits, workers } = this.#options;
    const assetsDir = await this.#readyAssets();
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true });
    await mkdir(order.cacheDir, { recursive: true });
    const answer = await runBuildProcess(
      {
        ...order,
        answerFile: path.join(work, 'answer.json'),
        assetsDir,
        workers,
        threadMemoryMb: limits.memoryMb,
      },
      // The remembered hash of Folio's code spares the process hashing it again.
      { work, read: [order.root, assetsDir, engineHashMemoFile()] },
      limits,
    );
    if (answer.task === 'failed')
      throw new BuildProcessError(`The build crashed: ${answer.message}`);
    return answer;
  }

  /** The folder of the site assets, bundled there once per server (a build cannot bundle). */
  #readyAssets(): Promise<string> {
    this.#assets ??= (async () => {
      const folder = this.#folder('assets');
      await Promise.all([siteAssets(folder), assistantPanelAsset(folder), engineHash()]);
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
