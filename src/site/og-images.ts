/**
 * The pages' generated Open Graph images in a build: drawn on the thread that rendered the page
 * (about 30 ms each, so a large site draws them on its render workers), kept in the cache store's
 * `og` folder by content hash, and linked into the site as `/_folio/og/<hash>.png`. A page taken
 * from the build cache keeps its image; one whose image the store lost gets it drawn again.
 *
 * @module
 */
import { statSync } from 'node:fs';
import type { DocsProject } from '../content/index.ts';
import { OG_IMAGE_FOLDER, ogImageSite, pageOgImage, renderOgImage } from '../render/index.ts';
import type { OgImageInput, SiteConfig } from '../render/index.ts';
import { openCacheStore } from '../shared/index.ts';
import type { SiteOutput } from './site-output.ts';

/** Draws a page's image unless it is there; called once per rendered page that has one. */
export type OgImageDrawer = (image: { hash: string; input: OgImageInput }) => Promise<void>;

/**
 * A drawer that keeps images in the store at `cacheDir`. `reuse` false (`--no-cache`) draws every
 * image again, once per thread, instead of taking the one the store holds.
 */
export function ogImageDrawer(cacheDir: string, reuse: boolean): OgImageDrawer {
  const store = openCacheStore(cacheDir);
  const drawn = new Set<string>();
  return async ({ hash, input }) => {
    const name = `${hash}.png`;
    if (drawn.has(hash) || (reuse && sizeOf(store.file('og', name)) !== undefined)) return;
    drawn.add(hash);
    store.write('og', name, await renderOgImage(input));
  };
}

/**
 * Adds the images `pages` name to the site, drawing those the store lacks (from the page's title
 * and description, as rendering named them), and lets the store forget the others.
 */
export async function addOgImages(
  output: SiteOutput,
  project: DocsProject,
  site: SiteConfig,
  pages: readonly {
    ogImage?: string | undefined;
    summary: { title: string; description?: string | undefined };
    file?: string | undefined;
  }[],
): Promise<void> {
  const store = openCacheStore(project.cacheDir);
  const config = project.loaded.config ?? {};
  const imageSite = ogImageSite(project.root, site, config);
  const used = new Set<string>();
  for (const page of pages) {
    const hash = page.ogImage;
    if (hash === undefined || used.has(hash)) continue;
    used.add(hash);
    const file = store.file('og', `${hash}.png`);
    let bytes = sizeOf(file);
    if (bytes === undefined) {
      const frontmatter =
        page.file === undefined ? undefined : project.frontmatter.get(page.file)?.data;
      const image = pageOgImage(imageSite, site, { ...page.summary, frontmatter });
      // A page whose image cannot be named again (its metadata came from a spec) keeps the tag.
      if (
        image?.hash !== hash ||
        !store.write('og', `${hash}.png`, await renderOgImage(image.input))
      )
        continue;
      bytes = sizeOf(file) ?? 0;
    }
    output.cached(`${OG_IMAGE_FOLDER}/${hash}.png`, file, hash, bytes);
  }
  store.prune('og', (name) => used.has(name.replace(/\.png$/, '')));
}

function sizeOf(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}
