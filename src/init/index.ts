/**
 * `folio init`: a starter docs folder (docs.json, pages using common components, an OpenAPI
 * spec, logo and favicon) filled with a site name, theme and color, written all or nothing.
 *
 * @module
 */
export { askStarterOptions, PromptCancelled } from './ask-starter-options.ts';
export type { PromptStreams } from './ask-starter-options.ts';
export { colorShades } from './color-shades.ts';
export { fillTemplate, starterPaths } from './fill-template.ts';
export type { StarterFile } from './fill-template.ts';
export {
  checkColor,
  checkName,
  checkTheme,
  defaultColor,
  defaultFolder,
  defaultNameFor,
  defaultTheme,
  starterThemes,
  withDefaults,
} from './starter-options.ts';
export type { Checked, KnownAnswers, StarterChoice, StarterOptions } from './starter-options.ts';
export { StarterError, starterProblem, writeStarter } from './write-starter.ts';
