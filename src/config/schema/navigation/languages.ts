/**
 * `languages`, chosen from a dropdown (docs/navigation/languages.mdx).
 *
 * @module
 */
import * as z from 'zod';
import { didYouMean } from '../../../shared/index.ts';
import { languageCodes } from '../../languages.ts';
import { section, withHint } from '../section.ts';
import { globalNavigationSchema } from './global.ts';
import { divisionFields } from './navigation-fields.ts';
import type { Language } from './types.ts';

const specCodes = 'ar, cn, zh-Hant, en, fr, de, id, it, jp, ko, pt-BR, ru, es, tr';

/** A language code: one of the spec's 14 or a known alias (`zh`, `ja`, ...). */
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

export const languageSchema: z.ZodType<Language> = section(
  'a language',
  {
    /** Language code, e.g. `"en"`, `"fr"`, `"pt-BR"`. */
    language: languageCodeSchema,
    /** The language shown at the site's root URLs. Default: the first language. */
    default: z.boolean().optional(),
    /** A banner for this language, replacing the site's. */
    banner: z.unknown().optional(),
    /** Navbar links for this language, replacing the site's. */
    navbar: z.unknown().optional(),
    /** Footer for this language, replacing the site's. */
    footer: z.unknown().optional(),
    /** Links on every page of this language, e.g. translated global anchors. */
    global: z.lazy(() => globalNavigationSchema).optional(),
    ...divisionFields(),
  },
  '{"language": "fr", "groups": [...]}',
);
