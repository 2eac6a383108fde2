/**
 * The site's Tailwind stylesheet as a file of the built site. Its URL is fixed
 * (`/_folio/tailwind.css`) rather than named by its content like Folio's own stylesheet: every
 * page links it, and a name that changed whenever a page added a class would change every
 * page's HTML, so one new class would render the whole site again instead of one page. Hosts
 * check the file on each use (Folio's hosting sends `must-revalidate` for names without a hash).
 *
 * @module
 */
import type { Diagnostic } from '../../shared/index.ts';
import { siteClassCandidates } from './site-classes.ts';
import type { ClassSources } from './site-classes.ts';
import { tailwindStylesheet } from './tailwind-stylesheet.ts';

/** Where the site's Tailwind stylesheet is served. */
export const TAILWIND_URL = '/_folio/tailwind.css';

/**
 * The stylesheet of the classes `project` names, or undefined when none of them is a Tailwind
 * class (the site then links no Tailwind stylesheet).
 */
export async function siteTailwindAsset(
  project: ClassSources,
  read?: (file: string) => Promise<string>,
): Promise<{ asset: { url: string; text: string } | undefined; diagnostics: Diagnostic[] }> {
  const candidates = await siteClassCandidates(project, read);
  const { css, diagnostics } = await tailwindStylesheet(candidates);
  return { asset: css === undefined ? undefined : { url: TAILWIND_URL, text: css }, diagnostics };
}
