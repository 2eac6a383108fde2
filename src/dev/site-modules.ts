/**
 * The heavy modules of the dev server (MDX, shiki, React, the search engine, the site's
 * assets), imported on demand so the server listens, and prints its address, before they load.
 * On a first run the folder is listed and its pages' heads read on another thread from the
 * start (a restart takes them from the heads cache), and the project loads as soon as the
 * content module is in, while the renderer's modules are still on their way. The site module
 * (the build's code: assets, text files, page summaries) is imported on first use: the first
 * page needs none of it, and with what it imports (the build, OpenAPI, YAML) it takes about a
 * tenth of a second to load.
 *
 * @module
 */
import type * as Config from '../config/index.ts';
import type * as Content from '../content/index.ts';
import type { DocsProject } from '../content/index.ts';
import type * as Render from '../render/index.ts';
import type * as Search from '../search/index.ts';
import type * as Site from '../site/index.ts';
import { projectCacheRoot } from '../shared/index.ts';
// Started before the content module loads: its index would load the whole module first.
// eslint-disable-next-line no-restricted-imports -- see above
import { readHeadsAhead } from '../content/read-heads-ahead.ts';

export interface SiteModules {
  config: typeof Config;
  content: typeof Content;
  render: typeof Render;
  search: typeof Search;
  /** The site module, imported on the first call. */
  site: () => Promise<typeof Site>;
}

/** What {@link loadSiteModules} starts: the modules and the first load of the project. */
export interface SiteLoading {
  modules: Promise<SiteModules>;
  project: Promise<DocsProject>;
}

/** Starts importing the modules and, as soon as it can, loading the project at `root`. */
export function loadSiteModules(root: string): SiteLoading {
  // Without heads kept from a last run, they are read on a thread of their own while this one
  // loads the modules. Started first: the imports below keep this thread busy for about 50 ms
  // on a large site before they return (the module pack's hooks run on this thread).
  const ahead = readHeadsAhead(root, projectCacheRoot(root));
  const config = import('../config/index.ts');
  const content = import('../content/index.ts');
  const render = import('../render/index.ts');
  const search = import('../search/index.ts');
  let site: Promise<typeof Site> | undefined;
  const siteModule = (): Promise<typeof Site> => (site ??= import('../site/index.ts'));
  const project = content.then(async (module) => {
    const scanned = ahead?.scanned.then((listed) => listed ?? module.scanProjectFolder(root));
    return module.loadDocsProject(root, {
      cache: true,
      frontmatterOnly: true,
      scanned,
      heads: ahead?.heads,
    });
  });
  const modules = Promise.all([config, content, render, search]).then(
    ([configModule, contentModule, renderModule, searchModule]) => ({
      config: configModule,
      content: contentModule,
      render: renderModule,
      search: searchModule,
      site: siteModule,
    }),
  );
  // Whoever awaits them sees failures; these only keep an early failure from going unhandled.
  project.catch(() => undefined);
  modules.catch(() => undefined);
  return { modules, project };
}
