/**
 * A language code in `navigation.languages[].language` (docs/navigation/languages.mdx): one of
 * the 14 codes the format defines, or a known alias. A near miss gets a suggestion.
 *
 * @module
 */
import * as z from 'zod';
import { didYouMean } from '../../../shared/index.ts';
import { languageCodes } from '../../languages.ts';
import { withHint } from '../section.ts';

const specCodes = 'ar, cn, zh-Hant, en, fr, de, id, it, jp, ko, pt-BR, ru, es, tr';

/** A language code: one of the standard 14 (docs/navigation/languages.mdx) or a known alias (`zh`, `ja`, ...). */
export const languageCodeSchema = z.string().superRefine((code, context) => {
  if (languageCodes.includes(code)) return;
  const lower = code.toLowerCase();
  const base = lower.split(/[-_]/)[0] ?? lower;
  const suggestion =
    languageCodes.find((known) => known.toLowerCase() === lower.replace('_', '-')) ??
    languageCodes.find((known) => known === base) ??
    didYouMean(code, languageCodes);
  context.addIssue({
    code: 'custom',
    message: withHint(
      `Unknown language code "${code}"`,
      suggestion
        ? `Did you mean "${suggestion}"? Supported codes: ${specCodes} (and aliases such as zh, ja).`
        : `Use one of: ${specCodes} (or an alias such as zh, ja).`,
    ),
  });
});
