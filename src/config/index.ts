/**
 * docs.json: schema, loading with positions, `$ref` includes, diagnostics.
 *
 * @module
 */
export { CONFIG_FILE, knownThemes, loadConfig, sortByPosition } from './load-config.ts';
export type { LoadedConfig } from './load-config.ts';
export { docsJsonSchema } from './schema/docs-json.ts';
export type { DocsConfig } from './schema/docs-json.ts';
export type {
  Anchor,
  DivisionFields,
  Dropdown,
  GlobalLink,
  GlobalNavigation,
  Group,
  Language,
  MenuItem,
  Navigation,
  NavigationFields,
  PageEntry,
  Product,
  Tab,
  Version,
} from './schema/navigation/types.ts';
export type { Icon, OpenApiSource } from './schema/common.ts';
export { isAbsoluteHref } from './schema/common.ts';
export { languageCodes, languageInfo, languages } from './languages.ts';
export type { LanguageInfo } from './languages.ts';
