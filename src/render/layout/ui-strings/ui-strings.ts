/**
 * The words Folio itself shows on a page (the layout, the components' labels, endpoint
 * references, the browser script's words), in English: the one source of every key. Each other
 * language has its own table of the same shape in `./languages/`, chosen by the page's `lang` tag
 * (its language division, or the default language); the browser's share goes into the page as
 * JSON (see `clientStringsScript`), so the client speaks the same language.
 *
 * @module
 */
import { ENGLISH_BROWSER_TEXT } from '../../../web/index.ts';
import type { BrowserText } from '../../../web/index.ts';

/** Words the browser script shows (the list is `src/web/browser-text.ts`). */
export type ClientStrings = BrowserText;

/** Labels of the MDX components; `{title}` is the component's own title. */
export interface ComponentStrings {
  note: string;
  info: string;
  tip: string;
  warning: string;
  danger: string;
  check: string;
  linkToSection: string;
  linkTo: string;
  showTitle: string;
  hideTitle: string;
  properties: string;
  prompt: string;
  showPrompt: string;
  copyPrompt: string;
  openInCursor: string;
  tags: string;
  view: string;
  codeExamples: string;
}

/** Words of the contextual menu ("Copy page" and its options). */
export interface ContextualStrings {
  menu: string;
  copyPage: string;
  copyPageDescription: string;
  viewMarkdown: string;
  viewMarkdownDescription: string;
  openIn: string;
  openInDescription: string;
  copyMcp: string;
  copyMcpDescription: string;
  copyMcpCommand: string;
  copyMcpCommandDescription: string;
  connectTo: string;
  connectToDescription: string;
  copied: string;
  copyFailed: string;
}

/** Labels of generated endpoint references. */
export interface ApiStrings {
  webhook: string;
  deprecated: string;
  deprecatedEndpoint: string;
  required: string;
  defaultValue: string;
  server: string;
  baseUrl: string;
  tryIt: string;
  send: string;
  authorization: string;
  authOptional: string;
  useOneOf: string;
  credentialsNote: string;
  pathParameters: string;
  queryParameters: string;
  headers: string;
  cookies: string;
  body: string;
  payload: string;
  responses: string;
  expectedResponses: string;
  defaultResponse: string;
  webhookNote: string;
  noResponseBody: string;
  noSchema: string;
  contentType: string;
  username: string;
  password: string;
  requestExample: string;
  responseExample: string;
}

/** Words the layout renders; `{home}` is the link to the home page, `{name}` Folio's name. */
export interface UiStrings {
  skipToContent: string;
  /** Label of the site banner's close button (docs.json `banner.dismissible`). */
  dismissBanner: string;
  onThisPage: string;
  previous: string;
  next: string;
  pagination: string;
  /** The badge of a page marked `deprecated: true`, in its header and the sidebar. */
  deprecatedPage: string;
  /** `{date}` is when the page last changed (`metadata.timestamp`). */
  lastModified: string;
  /** The name of a changelog page's feed link (frontmatter `rss: true`). */
  rssFeed: string;
  search: string;
  askAi: string;
  askAiTitle: string;
  toggleTheme: string;
  version: string;
  language: string;
  notFoundTitle: string;
  notFoundDescription: string;
  notFoundHint: string;
  homePage: string;
  searchDocs: string;
  navigation: string;
  pages: string;
  sections: string;
  links: string;
  siteLinks: string;
  breadcrumb: string;
  product: string;
  section: string;
  socialLinks: string;
  builtWith: string;
  /** The page menu beside the title (docs.json `contextual`); `{name}` is a tool's name. */
  contextual: ContextualStrings;
  components: ComponentStrings;
  api: ApiStrings;
  client: ClientStrings;
}

export const english: UiStrings = {
  skipToContent: 'Skip to content',
  dismissBanner: 'Dismiss banner',
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Previous and next pages',
  deprecatedPage: 'Deprecated',
  lastModified: 'Last modified on {date}',
  rssFeed: 'RSS feed',
  search: 'Search...',
  askAi: 'Ask AI',
  askAiTitle: 'Ask AI (Ctrl I)',
  toggleTheme: 'Switch between light and dark mode',
  version: 'Version',
  language: 'Language',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
  notFoundHint: 'Try searching, or go back to the {home}.',
  homePage: 'home page',
  searchDocs: 'Search the docs',
  navigation: 'Documentation navigation',
  pages: 'Pages',
  sections: 'Sections',
  links: 'Links',
  siteLinks: 'Site links',
  breadcrumb: 'Breadcrumb',
  product: 'Product',
  section: 'Section',
  socialLinks: 'Social links',
  builtWith: 'Built with {name}',
  contextual: {
    menu: 'Page options',
    copyPage: 'Copy page',
    copyPageDescription: 'Copy this page as Markdown for AI tools',
    viewMarkdown: 'View as Markdown',
    viewMarkdownDescription: 'Open this page as plain Markdown',
    openIn: 'Open in {name}',
    openInDescription: 'Ask questions about this page',
    copyMcp: 'Copy MCP server URL',
    copyMcpDescription: 'Copy the MCP server URL to the clipboard',
    copyMcpCommand: 'Copy MCP install command',
    copyMcpCommandDescription: 'Copy the npx add-mcp command',
    connectTo: 'Connect to {name}',
    connectToDescription: 'Install the MCP server in {name}',
    copied: 'Copied',
    copyFailed: 'Copy failed',
  },
  components: {
    note: 'Note',
    info: 'Info',
    tip: 'Tip',
    warning: 'Warning',
    danger: 'Danger',
    check: 'Check',
    linkToSection: 'Link to this section',
    linkTo: 'Link to {title}',
    showTitle: 'Show {title}',
    hideTitle: 'Hide {title}',
    properties: 'properties',
    prompt: 'Prompt',
    showPrompt: 'Show prompt',
    copyPrompt: 'Copy prompt',
    openInCursor: 'Open in Cursor',
    tags: 'Tags',
    view: 'View',
    codeExamples: 'Code examples',
  },
  api: {
    webhook: 'Webhook',
    deprecated: 'deprecated',
    deprecatedEndpoint: 'Deprecated',
    required: 'required',
    defaultValue: 'default:',
    server: 'Server',
    baseUrl: 'Base URL',
    tryIt: 'Try it',
    send: 'Send',
    authorization: 'Authorization',
    authOptional: 'Authentication is optional for this endpoint.',
    useOneOf: 'Use one of the following:',
    credentialsNote: 'Credentials are kept in this browser tab only.',
    pathParameters: 'Path parameters',
    queryParameters: 'Query parameters',
    headers: 'Headers',
    cookies: 'Cookies',
    body: 'Body',
    payload: 'Payload',
    responses: 'Responses',
    expectedResponses: 'Expected responses',
    defaultResponse: 'Default',
    webhookNote:
      'Your endpoint receives this request when the event happens. Reply with one of the responses below.',
    noResponseBody: 'This response has no body.',
    noSchema: 'No schema is given for this content.',
    contentType: 'Content type',
    username: 'Username',
    password: 'Password',
    requestExample: 'Request example',
    responseExample: 'Response example',
  },
  client: ENGLISH_BROWSER_TEXT,
};
