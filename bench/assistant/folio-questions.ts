/**
 * Retrieval questions about Folio's own docs (`docs/`), with the routes that answer them (see
 * questions.ts).
 *
 * @module
 */
import type { RetrievalQuestion } from './questions.ts';

/** Questions about Folio's own docs (`docs/`). */
export const FOLIO_QUESTIONS: RetrievalQuestion[] = [
  { question: 'How do I hide a page from the sidebar?', expected: ['/writing/hidden-pages'] },
  {
    question: 'What does the 401 error mean for the jobs API?',
    expected: [
      '/api/authentication',
      '/api/introduction',
      '/api-reference/agent-jobs/list-agent-jobs',
      '/api-reference/agent-jobs/create-an-agent-job',
      '/api-reference/agent-jobs/get-an-agent-job',
    ],
  },
  {
    question: 'Can the group path be shown above each page title?',
    expected: ['/navigation/breadcrumbs'],
  },
  {
    question: 'Where do I set the favicon and the logo for dark mode?',
    expected: ['/reference/docs-json/site', '/site/customize'],
  },
  {
    question: 'My docs.json is getting huge, can I split it into several files?',
    expected: ['/navigation/includes'],
  },
  {
    question: 'How do I show a numbered sequence of instructions?',
    expected: ['/components/steps'],
  },
  {
    question: 'Can I draw a flowchart inside a page?',
    expected: ['/components/diagrams-and-math'],
  },
  {
    question: 'Which exit code does validation return when it finds errors?',
    expected: ['/reference/exit-codes', '/reference/cli/validate'],
  },
  {
    question: 'How can I preview the site locally while I edit pages?',
    expected: ['/reference/cli/dev', '/quickstart'],
  },
  {
    question: 'How do I let readers switch a code sample between JavaScript and Python?',
    expected: ['/components/tabs-and-code-groups'],
  },
  {
    question: 'How do I highlight some lines of a code block?',
    expected: ['/writing/code-blocks'],
  },
  {
    question: 'Can the server use my own PostgreSQL database instead of the embedded one?',
    expected: ['/reference/storage', '/reference/cli/serve', '/guides/self-hosting'],
  },
  {
    question: 'How do I get a key for the assistant API?',
    expected: ['/reference/cli/keys', '/api/authentication'],
  },
  {
    question: 'How do I read the streamed assistant reply with useChat?',
    expected: ['/api/assistant-stream', '/api-reference/assistant/send-an-assistant-message'],
  },
  { question: 'How can I put a warning box in a page?', expected: ['/components/callouts'] },
  {
    question: 'Can Folio generate a page for every endpoint of my OpenAPI file?',
    expected: ['/writing/openapi-pages', '/navigation/openapi', '/reference/docs-json/api'],
  },
  {
    question: 'How do I put a GitHub button in the header?',
    expected: ['/reference/docs-json/navbar-and-footer', '/site/customize'],
  },
  { question: 'How do I display a folder structure?', expected: ['/components/tree'] },
  {
    question: 'How can I move my hand-written endpoint pages into the OpenAPI spec?',
    expected: ['/reference/cli/migrate-mdx'],
  },
  {
    question: 'How do I check that my OpenAPI specification is valid?',
    expected: ['/reference/cli/openapi-check'],
  },
  {
    question: 'How do I write release notes with tags for each update?',
    expected: ['/components/changelog'],
  },
  {
    question: 'How can I show an announcement bar on top of every page?',
    expected: ['/reference/docs-json/presentation'],
  },
  {
    question: 'Can one server host several docs sites, each on its own subdomain?',
    expected: ['/reference/cli/serve', '/guides/self-hosting', '/reference/cli/projects'],
  },
  {
    question: 'Does search need an external service like Algolia?',
    expected: ['/site/search'],
  },
  {
    question: 'How do I make a collapsible section that readers expand?',
    expected: ['/components/accordions'],
  },
  {
    question: 'Can I write a paragraph once and include it in many pages?',
    expected: ['/writing/snippets'],
  },
  {
    question: 'Where should I put the images my pages show?',
    expected: ['/writing/images-and-files'],
  },
  { question: 'Which frontmatter fields does a page accept?', expected: ['/writing/pages'] },
  {
    question: 'How do I offer a switcher between our different products?',
    expected: ['/navigation/products'],
  },
  {
    question: 'How do I add a link to our blog that shows on every page?',
    expected: ['/navigation/global'],
  },
  {
    question: 'How do I make dark mode the default appearance?',
    expected: ['/reference/docs-json/presentation', '/site/customize'],
  },
  {
    question: 'Does the build produce an llms.txt file for AI tools?',
    expected: [
      '/reference/cli/build',
      '/site-files/for-ai-tools/page-index-for-ai-tools',
      '/site-files/for-ai-tools/full-text-for-ai-tools',
    ],
  },
  {
    question: 'How do I find links that point to pages that do not exist?',
    expected: ['/reference/cli/broken-links'],
  },
  {
    question: 'How many assistant requests can one IP address make per day?',
    expected: ['/api/introduction', '/api/assistant-stream'],
  },
  {
    question: 'How do I trigger a new deployment of a project through the API?',
    expected: ['/api-reference/deployments/update-a-project', '/api/introduction'],
  },
  {
    question: 'Can a sidebar group start opened instead of collapsed?',
    expected: ['/navigation/pages-and-groups', '/reference/docs-json/navigation'],
  },
  {
    question: 'How do I show a hint when the reader hovers over a word?',
    expected: ['/components/media-and-inline'],
  },
  {
    question: 'How do I send an old URL to its new page after moving it?',
    expected: ['/reference/docs-json/seo-and-redirects'],
  },
  {
    question: 'How do I change the font of the site?',
    expected: ['/reference/docs-json/presentation'],
  },
  {
    question: 'What port does the dev server use and how do I change it?',
    expected: ['/reference/cli/dev'],
  },
  {
    question: 'How do I add a Discord link in the footer?',
    expected: ['/reference/docs-json/navbar-and-footer'],
  },
  {
    question: 'Can I render math formulas with LaTeX?',
    expected: ['/components/diagrams-and-math'],
  },
  {
    question: 'How do I use components inside an MDX page?',
    expected: ['/writing/mdx-syntax', '/components/overview'],
  },
  {
    question: 'How do I add cards linking to other pages?',
    expected: ['/components/cards-and-columns'],
  },
  { question: 'How do I document query parameters by hand?', expected: ['/components/api-fields'] },
  {
    question: 'What does the build write to the output folder?',
    expected: ['/reference/cli/build'],
  },
  { question: 'How do I revoke an API key?', expected: ['/reference/cli/keys'] },
  {
    question: 'How do I list the threads of a user?',
    expected: ['/api-reference/assistant/list-assistant-threads', '/api/assistant-stream'],
  },
  { question: 'Where does the server keep its data?', expected: ['/reference/storage'] },
  {
    question: 'Does the site get a sitemap for search engines?',
    expected: [
      '/site-files/for-search-engines/sitemap',
      '/reference/cli/build',
      '/reference/docs-json/seo-and-redirects',
    ],
  },
];
