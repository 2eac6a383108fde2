/**
 * Icons for components and the layout: resolution from Font Awesome Free, Lucide (and Tabler names
 * through Lucide), image paths and URLs, plus the React helper that draws them.
 *
 * @module
 */
export { isIconImage, normalizeIconName, resolveIcon, toIconInput } from './resolve-icon.ts';
export type { IconDescriptor, IconInput, ResolvedIcon } from './resolve-icon.ts';
export { FolioIcon, renderIcon } from './render-icon.ts';
export type { RenderIconOptions } from './render-icon.ts';
export { IconSprite, iconSvgs, iconValues } from './icon-sprite.ts';
export { ICON_PACKAGE_FILES, VENDOR_FOLDER } from './package-files.ts';
