/**
 * Writes the settings table page of Folio's docs from the settings list
 * (src/config/settings/setting-list.ts). Run with `npm run docs:settings` after changing the list.
 *
 * @module
 */
import { writeFileSync } from 'node:fs';
import { settingsTable, SETTINGS_TABLE_PAGE } from '../src/config/index.ts';

const file = new URL(`../docs/${SETTINGS_TABLE_PAGE}`, import.meta.url);
writeFileSync(file, settingsTable());
console.log(`Wrote docs/${SETTINGS_TABLE_PAGE}`);
