/**
 * What a page's generated Open Graph image shows, and the name it is kept and served under: the
 * hash of exactly that content (and of the card's design version), so a page whose title,
 * description or site look did not change keeps its image from one build to the next, and two
 * pages that would show the same image share one file.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { readInsideSync } from '../../shared/index.ts';
import type { DocsConfig } from '../../config/index.ts';
import { thumbnailFiles } from '../../content/index.ts';
import { ownsOgImage } from '../layout/head-meta.ts';
import type { SiteConfig } from '../layout/site-config.ts';

/** The site's part of every card: name, logo, colours, light or dark. */
export interface OgImageSite {
  name: string;
  /** The logo as a `data:` URL (a file of the docs folder); absent for a remote or missing one. */
  logo?: string | undefined;
  primary: string;
  appearance: 'light' | 'dark';
  /** docs.json `thumbnails.background`, a file of the docs folder, as a `data:` URL. */
  background?: string | undefined;
  /** docs.json `thumbnails.fonts`: the family and its file of the docs folder. */
  font?: { family: string; data: Uint8Array; weight?: number | undefined } | undefined;
  /** Hash of everything above, computed once: what a page's image name depends on. */
  key: string;
}

/** Everything a card shows. */
export interface OgImageInput {
  site: OgImageSite;
  title: string;
  description?: string | undefined;
}

/** Bump when the card's look changes: every page then gets a new image. */
const CARD_VERSION = 2;

/** The URL path of generated images. */
export const OG_IMAGE_FOLDER = '_folio/og';

/** The content hash that names the image of `input`. */
export function ogImageHash(input: OgImageInput): string {
  const text = JSON.stringify([CARD_VERSION, input.site.key, input.title, input.description ?? '']);
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/** The site path of the image named `hash`. */
export function ogImagePath(hash: string): string {
  return `/${OG_IMAGE_FOLDER}/${hash}.png`;
}

/**
 * The image of one page, unless none is made (`site` undefined: images are off) or the page or
 * the site names its own `og:image`.
 */
export function pageOgImage(
  site: OgImageSite | undefined,
  config: SiteConfig,
  page: {
    title: string;
    description?: string | undefined;
    frontmatter?: Record<string, unknown> | undefined;
  },
): { hash: string; input: OgImageInput } | undefined {
  if (site === undefined || ownsOgImage(config, page.frontmatter)) return undefined;
  const input = { site, title: page.title, description: page.description };
  return { hash: ogImageHash(input), input };
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * The site's part of the cards of the docs folder at `root`, or undefined when docs.json turns
 * them off (`thumbnails.generate: false`). `thumbnails.appearance` picks the light or dark look
 * (light by default) and the matching logo, read from the folder. A logo that is a URL, missing,
 * or of another type is left out (builds stay offline).
 */
export function ogImageSite(
  root: string,
  site: SiteConfig,
  config: Pick<DocsConfig, 'thumbnails'>,
): OgImageSite | undefined {
  const thumbnails = config.thumbnails;
  if (thumbnails?.['generate'] === false) return undefined;
  // Social sites read `og:image` only as an absolute URL: without the site's address (the
  // canonical URL) an image would cost build time (30 to 50 ms a page) for nothing.
  if (site.baseUrl === undefined && thumbnails?.['generate'] !== true) return undefined;
  const appearance: OgImageSite['appearance'] =
    thumbnails?.['appearance'] === 'dark' ? 'dark' : 'light';
  const logo = appearance === 'dark' ? site.logo?.dark : site.logo?.light;
  // The files' warnings were given when the project loaded.
  const files = thumbnailFiles(root, config);
  const parts = {
    name: site.name,
    logo: logo === undefined ? undefined : logoDataUrl(root, logo),
    primary: site.colors.primary,
    appearance,
    background: files.background,
    font: files.font,
  };
  // Hashed once here (logo, background and font may be large), not for every page.
  const key = createHash('sha256')
    .update(JSON.stringify({ ...parts, font: undefined }))
    .update(
      files.font === undefined ? '' : `\0${files.font.family}\0${String(files.font.weight)}\0`,
    )
    .update(files.font?.data ?? new Uint8Array())
    .digest('hex');
  return { ...parts, key };
}

function logoDataUrl(root: string, logo: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(logo) || logo.startsWith('//')) return undefined;
  const type = IMAGE_TYPES[path.extname(logo).toLowerCase()];
  if (type === undefined) return undefined;
  try {
    const data = readInsideSync(root, logo.replace(/^\/+/, ''));
    return `data:${type};base64,${data.toString('base64')}`;
  } catch {
    return undefined;
  }
}
