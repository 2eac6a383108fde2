/**
 * Tailwind classes in pages and snippets: which classes a site names (read from `class` and
 * `className` attributes) and the one stylesheet that styles them, compiled by Tailwind's engine.
 *
 * @module
 */
export { addClassCandidates, classCandidates } from './class-candidates.ts';
export { siteClassCandidates } from './site-classes.ts';
export type { ClassSources } from './site-classes.ts';
export { siteTailwindAsset, TAILWIND_URL } from './site-tailwind-asset.ts';
export { tailwindStylesheet } from './tailwind-stylesheet.ts';
export type { TailwindResult } from './tailwind-stylesheet.ts';
