/**
 * What an endpoint page takes from its operation's `x-folio` extension (or `x-mint`, the name
 * existing specifications use): `metadata` (frontmatter-like fields: title, description, mode,
 * playground, ...), `content` (MDX shown above the generated reference) and `href` (the page's
 * route, applied by navigation). Also the site- and page-level settings that decide whether the
 * "Try it" playground shows and which languages the request samples use.
 *
 * @module
 */
import { sampleLanguageOf } from '../../config/index.ts';
import type { SampleLanguage } from '../../config/index.ts';

/** The extension keys read, in order of preference. */
export const PAGE_EXTENSIONS = ['x-folio', 'x-mint'] as const;

/** The page settings of one operation. */
export interface EndpointPageSettings {
  /** Frontmatter-like fields (`title`, `description`, `mode`, `playground`, ...). */
  metadata: Record<string, unknown>;
  /** MDX shown above the generated reference. */
  content?: string | undefined;
  /** The page's route (navigation applies it). */
  href?: string | undefined;
  /** Which extension they came from; undefined when the operation has neither. */
  extension?: (typeof PAGE_EXTENSIONS)[number] | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The page settings among an operation's extensions: `x-folio` when it is an object, else
 * `x-mint` (never a mix of the two, as a spec is written for one platform or the other).
 */
export function endpointPageSettings(extensions: Record<string, unknown>): EndpointPageSettings {
  for (const extension of PAGE_EXTENSIONS) {
    const value = extensions[extension];
    if (!isRecord(value)) continue;
    const { metadata, content, href } = value;
    return {
      metadata: isRecord(metadata) ? metadata : {},
      content: typeof content === 'string' && content.trim() !== '' ? content : undefined,
      href: typeof href === 'string' && href.trim() !== '' ? href : undefined,
      extension,
    };
  }
  return { metadata: {} };
}

/**
 * Whether the "Try it" playground shows: a page's `playground` field (frontmatter or metadata)
 * wins over the site's `api.playground.display`; `simple` and `none` leave it out.
 */
export function playgroundShown(pageValue: unknown, siteDisplay: string | undefined): boolean {
  const value = typeof pageValue === 'string' ? pageValue.trim().toLowerCase() : siteDisplay;
  return value !== 'simple' && value !== 'none';
}

/**
 * The sample languages `api.examples.languages` asks for, each once, in its order; undefined
 * (the default set) when it names none Folio writes (validation warns about the others).
 */
export function sampleLanguagesOf(
  names: readonly string[] | undefined,
): SampleLanguage[] | undefined {
  if (names === undefined) return undefined;
  const languages = new Set<SampleLanguage>();
  for (const name of names) {
    const language = sampleLanguageOf(name);
    if (language !== undefined) languages.add(language);
  }
  return languages.size === 0 ? undefined : [...languages];
}
