/**
 * `navigation.global`: links shown in every section and language of the site. Each needs an
 * absolute `href` (a URL, or a path from the site root); a relative path is an error.
 *
 * @module
 */
import * as z from 'zod';
import { colorPairSchema, iconSchema, isAbsoluteHref } from '../common.ts';
import { section, withHint } from '../section.ts';
import { divisionKinds, globalLinkKinds } from './division-kinds.ts';
import type { GlobalLink, GlobalNavigation } from './types.ts';

/** The fields of a global link of `kind`, besides its label. */
export function globalLinkFields(kind: string) {
  return {
    /** Where the link goes: a URL (`https://…`, `mailto:…`) or a path from the site root. */
    href: z
      .string({
        error: withHint(
          `A global ${kind} needs an "href"`,
          `Add one, e.g. "href": "https://example.com/blog".`,
        ),
      })
      .superRefine((href, context) => {
        if (isAbsoluteHref(href)) return;
        context.addIssue({
          code: 'custom',
          message: withHint(
            `Global ${kind} href "${href}" is a relative path`,
            `Global links appear on every page, so a relative path would change meaning from page to page: use a full URL ("https://…") or a path from the site root ("/${href.replace(/^\.?\/*/, '')}").`,
          ),
        });
      }),
    /** Icon shown next to the label. */
    icon: iconSchema.optional(),
    /** Accent color of the icon. */
    color: colorPairSchema.optional(),
    /** One line under the label. */
    description: z.string().optional(),
    /** Leave the link out. */
    hidden: z.boolean().optional(),
  };
}

function globalLink(kind: string): z.ZodType<GlobalLink> {
  return section(
    `a global ${kind}`,
    {
      /** Label of the link. */
      [kind]: z.string().optional(),
      ...globalLinkFields(kind),
    },
    `{"${kind}": "Blog", "href": "https://example.com/blog"}`,
  );
}

/** One list per kind (`"anchors": [...]`, `"tabs": [...]`, ...), in `globalLinkKinds` order. */
const globalLists = globalLinkKinds.map((kind) => [
  divisionKinds[kind].list,
  z.array(globalLink(kind)).optional(),
]);

export const globalNavigationSchema = section(
  '"navigation.global"',
  Object.fromEntries(globalLists),
) as unknown as z.ZodType<GlobalNavigation>;
