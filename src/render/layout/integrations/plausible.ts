/**
 * Plausible (`plausible.domain`, optional `server` for a self-hosted instance): the one
 * `<script defer data-domain>` tag of Plausible's docs.
 *
 * @module
 */
import { checkHttps, httpsUrl } from './integration.ts';
import type { Integration } from './integration.ts';

export const plausible: Integration = {
  key: 'plausible',
  name: 'Plausible',
  fields: [
    { name: 'domain', required: true },
    { name: 'server', required: false, check: checkHttps },
  ],
  snippet: ({ domain = '', server }) => {
    const origin = server === undefined ? 'https://plausible.io' : httpsUrl(server)?.origin;
    return {
      tags: [{ src: `${origin}/js/script.js`, defer: true, attributes: { 'data-domain': domain } }],
      sources: { 'script-src': [`${origin}`], 'connect-src': [`${origin}`] },
    };
  },
};
