/**
 * Where the site's stylesheets live: `styles/*.css`, beside this file in a clone and in the
 * compiled package alike. The site build joins them into the one stylesheet every page links.
 *
 * @module
 */
import { fileURLToPath } from 'node:url';

export const STYLES_FOLDER = fileURLToPath(new URL('./styles/', import.meta.url));
