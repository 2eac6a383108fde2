/**
 * The settings table of Folio's docs (`docs/reference/docs-json/settings-status.mdx`), written
 * from `setting-list.ts` by `npm run docs:settings`; a test checks the committed page is this
 * text, so the page and the warnings never disagree.
 *
 * @module
 */
import { SETTINGS } from './setting-list.ts';

/** The page, relative to the docs folder. */
export const SETTINGS_TABLE_PAGE = 'reference/docs-json/settings-status.mdx';

const HEADER = `---
title: "Settings status"
description: "Every docs.json setting, whether Folio applies it, and since which version."
---

{/* Written by npm run docs:settings from src/config/settings/setting-list.ts: edit that list, not this page. */}

Folio reads every setting a docs.json can hold. Most are applied; the ones marked *planned* are
accepted, so a docs.json written for the format builds unchanged, but do nothing yet. A docs.json
that sets a planned key gets one warning per build (and in \`folio validate\`), at the key:

\`\`\`text
warning[not-honoured]: "banner.dismissible" is accepted, but Folio does not apply it yet
\`\`\`

\`[]\` in a key stands for every item of a list. *Folio only* marks a key of Folio's own.

| Key | Honoured | Since | Notes |
| --- | --- | --- | --- |
`;

/** The page's whole text. */
export function settingsTable(): string {
  const rows = SETTINGS.map((setting) => {
    const notes = [setting.folioOnly ? '*Folio only.*' : '', setting.notes ?? '']
      .filter((part) => part !== '')
      .join(' ');
    return `| \`${setting.key}\` | ${setting.status === 'honoured' ? 'yes' : 'planned'} | ${setting.since ?? ''} | ${escapeCell(notes)} |`;
  });
  return `${HEADER}${rows.join('\n')}\n`;
}

/** Table cells: a `|` would end the cell, braces would start an MDX expression. */
function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('{', '\\{').replaceAll('}', '\\}');
}
