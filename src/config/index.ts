/**
 * docs.json: schema, loading with positions, `$ref` includes, diagnostics.
 *
 * @module
 */
export { CONFIG_FILE, loadConfig, sortByPosition } from './load-config.ts';
export type { LoadConfigOptions, LoadedConfig } from './load-config.ts';
export { knownThemes } from './themes.ts';
export { codeBlockSettingsOf, SYSTEM_CODE_THEMES } from './code-block-settings.ts';
export type { CodeBlockSettings } from './code-block-settings.ts';
export { sampleLanguageNames, sampleLanguageOf } from './sample-languages.ts';
export type { SampleLanguage } from './sample-languages.ts';
export { DEFAULT_COLORS } from './schema/colors.ts';
export type { DocsConfig } from './schema/docs-json.ts';
export type { ContextualConfig, CustomContextualOption } from './schema/contextual.ts';
export {
  divisionKindNames,
  divisionKinds,
  globalLinkKinds,
} from './schema/navigation/division-kinds.ts';
export type {
  DivisionKind,
  GlobalLinkKind,
  LevelKind,
} from './schema/navigation/division-kinds.ts';
export type {
  Anchor,
  Division,
  DivisionFields,
  DivisionLists,
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
export type { DirectoryStyle, Icon, OpenApiSource } from './schema/common.ts';
export { isAbsoluteHref } from './href.ts';
export { jsonFormatting, jsonValueEdits } from './json/edit-json-text.ts';
export { languageCodes, languageInfo, languages } from './languages.ts';
export type { LanguageInfo } from './languages.ts';
export { convertMintJson, DOCS_JSON_SCHEMA_URL } from './legacy/convert-mint-json.ts';
export type { ConvertedMintJson } from './legacy/convert-mint-json.ts';
export type { LegacyNote } from './legacy/conversion.ts';
export { LEGACY_CONFIG_FILE, legacyConfigMessage } from './legacy/read-mint-json.ts';
export { planUpgrade } from './legacy/plan-upgrade.ts';
export type { UpgradePlan, UpgradeRefusal } from './legacy/plan-upgrade.ts';
export { SETTINGS } from './settings/setting-list.ts';
export type { Setting, SettingStatus } from './settings/setting-list.ts';
export { settingsTable, SETTINGS_TABLE_PAGE } from './settings/settings-table.ts';
