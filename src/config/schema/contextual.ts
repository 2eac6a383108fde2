/**
 * `contextual`: the page menu ("Copy page" and its dropdown) with copy, view-as-Markdown,
 * open-in-assistant and MCP options, and custom links. Option names are checked after parsing
 * (see `contextual-diagnostics.ts`) so that an unknown name is a warning with a "did you mean",
 * not an error that stops the build.
 *
 * @module
 */
import * as z from 'zod';
import { hrefSchema } from './common.ts';
import { section, withHint } from './section.ts';

/**
 * Every option name the format defines, in the order of its documentation. Folio draws the
 * ones in `SHOWN_CONTEXTUAL_OPTIONS`; the others are accepted and named in a warning.
 */
export const CONTEXTUAL_OPTIONS = [
  'copy',
  'view',
  'assistant',
  'download-pdf',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'devin-desktop',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
  'download-spec',
] as const;

export type ContextualOptionName = (typeof CONTEXTUAL_OPTIONS)[number];

/** The built-in options the page menu shows. */
export const SHOWN_CONTEXTUAL_OPTIONS: readonly ContextualOptionName[] = [
  'copy',
  'view',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
];

/** A link a custom option may go to: a web or mail address, or a path; never a script. */
const customLinkSchema = hrefSchema.refine(
  (value) => {
    const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value.trim())?.[1]?.toLowerCase();
    return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
  },
  {
    error: withHint(
      'A custom contextual option must link to an http(s) or mailto address, or a path',
      'Use a URL such as "https://example.com/ideas"; javascript: and data: links are refused.',
    ),
  },
);

/** A custom option's link with query parameters; values may hold `$page`, `$path`, `$mcp`. */
const hrefObjectSchema = section('a custom option\'s "href" object', {
  /** The URL before the query, e.g. `https://x.com/intent/tweet`. */
  base: customLinkSchema,
  /** Query parameters in order. */
  query: z.array(
    section('a query parameter', {
      /** The parameter's name. */
      key: z.string(),
      /** Its value; `$page`, `$path` and `$mcp` are replaced (see the docs page). */
      value: z.string(),
    }),
  ),
});

/** A link of the site's own in the menu. */
export const customContextualOptionSchema = section(
  'a custom contextual option',
  {
    /** The option's label. */
    title: z.string(),
    /** A line under the label. */
    description: z.string().optional(),
    /** Icon name (of the site's icon library), image path or URL. */
    icon: z.unknown().optional(),
    /** Font Awesome style of the icon. */
    iconType: z.string().optional(),
    /** Where the option goes: a URL, or `{base, query}`. */
    href: z.union([customLinkSchema, hrefObjectSchema], {
      error: (issue) =>
        issue.input === undefined
          ? withHint(
              'A custom contextual option needs "href"',
              'Add "href": a URL, or {"base": "https://…", "query": [{"key": "q", "value": "$page"}]}.',
            )
          : undefined,
    }),
  },
  '{"title": "Request a feature", "icon": "plus", "href": "https://…"}',
);

export type CustomContextualOption = z.infer<typeof customContextualOptionSchema>;

/** `contextual`: the page menu with copy / open-in-assistant options. */
export const contextualSchema = section('"contextual"', {
  /** Options in order, e.g. `["copy", "view", "chatgpt"]`, or custom option objects. */
  options: z.array(z.union([z.string(), customContextualOptionSchema])),
  /** Where the menu goes: beside the page title (`header`, the default) or atop the `toc`. */
  display: z.enum(['header', 'toc']).optional(),
});

export type ContextualConfig = z.infer<typeof contextualSchema>;
