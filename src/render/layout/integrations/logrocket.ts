/**
 * LogRocket (`logrocket.appId`, also accepted as `apiKey`): the script tag and
 * `LogRocket.init` of LogRocket's quick start. The library is deferred and the init code after
 * it, so it still runs second.
 *
 * @module
 */
import { jsString } from './integration.ts';
import type { Integration } from './integration.ts';

export const logrocket: Integration = {
  key: 'logrocket',
  name: 'LogRocket',
  fields: [
    { name: 'appId', required: false },
    { name: 'apiKey', required: false },
  ],
  snippet: ({ appId, apiKey }) => ({
    tags: [
      {
        src: 'https://cdn.logr-in.com/LogRocket.min.js',
        defer: true,
        attributes: { crossOrigin: 'anonymous' },
      },
    ],
    code: `window.LogRocket && window.LogRocket.init(${jsString(appId ?? apiKey ?? '')});`,
    sources: {
      'script-src': ['https://cdn.logr-in.com'],
      'connect-src': ['https://*.logr-in.com', 'https://*.lr-in.com'],
    },
  }),
};
