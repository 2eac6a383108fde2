/**
 * What every component may need to know about the site it renders into: the icon library, how to
 * turn a docs path into a site URL, and where to report build warnings.
 *
 * @module
 */
import { createContext, useContext } from 'react';
import type { SourcePosition } from '../shared/index.ts';
import type { IconSprite } from './icons/icon-sprite.ts';

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

export interface SiteContextValue {
  /** `icons.library` from docs.json; Font Awesome when unset. */
  iconLibrary: IconLibrary;
  /** Turns an href written in a page (`/quickstart`, `./images/a.png`, `https://...`) into the URL to emit. */
  resolveHref: (href: string) => string;
  /**
   * Reports a build warning about the page being rendered (shown once per code and message), at
   * `place` in the page or a snippet when known.
   */
  warn: (code: string, message: string, place?: SourcePosition, hint?: string) => void;
  /**
   * Reports a capitalised name no component answers to, used by the page being rendered (the
   * MDX runtime turns each into one positioned warning). Per render, like `warn`: a runtime
   * renders many pages at once in `folio dev`, so no field of a shared object may hold it.
   */
  unknownComponent?: ((name: string) => void) | undefined;
  /** The layout's icon sprite: icons it holds are drawn from it instead of inline. */
  sprite?: IconSprite | undefined;
  /**
   * Rendering for `folio dev`: what is missing (a snippet) shows as a visible placeholder there,
   * and as nothing in a built site.
   */
  preview?: boolean | undefined;
  /**
   * In `folio dev`: whether an image path written in a page (`/images/a.png`, after relative
   * paths were resolved) names no file of the docs folder; images then show as a placeholder.
   * Unset in a build, where the `<img>` stays as written.
   */
  missingImage?: ((src: string) => boolean) | undefined;
}

export const defaultSiteContext: SiteContextValue = {
  iconLibrary: 'fontawesome',
  resolveHref: (href) => href,
  warn: () => undefined,
};

export const SiteContext = createContext<SiteContextValue>(defaultSiteContext);

/**
 * Where the component being rendered is written (page or snippet, line and column): set by the
 * MDX runtime around each component, so a component's warnings point at its tag.
 */
export const PlaceContext = createContext<SourcePosition | undefined>(undefined);

/** The site context, with `warn` placed at the component's tag when no place is given. */
export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  const place = useContext(PlaceContext);
  if (place === undefined) return site;
  return {
    ...site,
    warn: (code, message, at, hint) => {
      site.warn(code, message, at ?? place, hint);
    },
  };
}
