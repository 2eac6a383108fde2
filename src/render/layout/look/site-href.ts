/**
 * Where a file named in docs.json's looks (a font, a background image) is fetched from: an
 * http(s) URL as given, or a path inside the docs folder as a site path (the folder's files are
 * copied to the site root). A path that climbs out of the folder (`../`) or another scheme
 * (`file:`, `javascript:`) is refused, so docs.json cannot point pages at files outside it.
 *
 * @module
 */
import path from 'node:path';

/** The site URL of `source`, or undefined when it is neither a web URL nor inside the folder. */
export function resolveSiteHref(source: string): string | undefined {
  if (/^https?:\/\//i.test(source)) {
    try {
      return encodeURI(decodeURI(new URL(source).href)).replace(/"/g, '%22');
    } catch {
      return undefined;
    }
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(source) || source.startsWith('//')) return undefined;
  const segments = source.replace(/\\/g, '/').split('/');
  if (segments.includes('..')) return undefined;
  const joined = segments.filter((part) => part !== '' && part !== '.').join('/');
  return encodeURI(path.posix.normalize(`/${joined}`)).replace(/"/g, '%22');
}
