/**
 * Osano cookie consent (`osano.scriptSource`, `https://cmp.osano.com/…/osano.js`): the consent
 * manager's one script.
 *
 * @module
 */
import { httpsUrl } from './integration.ts';
import type { Integration } from './integration.ts';

function checkOsano(value: string): string | undefined {
  const url = httpsUrl(value);
  return url?.origin === 'https://cmp.osano.com' && url.pathname.endsWith('/osano.js')
    ? undefined
    : 'must be the https://cmp.osano.com/…/osano.js URL of Osano’s code snippet';
}

export const osano: Integration = {
  key: 'osano',
  name: 'Osano',
  fields: [{ name: 'scriptSource', required: true, check: checkOsano }],
  snippet: ({ scriptSource = '' }) => ({
    tags: [{ src: httpsUrl(scriptSource)?.href ?? '', defer: true }],
    sources: {
      'script-src': ['https://cmp.osano.com'],
      'connect-src': ['https://*.osano.com'],
    },
  }),
};
