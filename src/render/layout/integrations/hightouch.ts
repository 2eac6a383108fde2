/**
 * Hightouch Events (`hightouch.writeKey`, optional `apiHost`, a host name, default
 * `us-east-1.hightouch-events.com`): the browser SDK snippet of Hightouch's docs.
 *
 * @module
 */
import { checkHttps, httpsUrl, jsString } from './integration.ts';
import type { Integration } from './integration.ts';

const DEFAULT_HOST = 'us-east-1.hightouch-events.com';

export const hightouch: Integration = {
  key: 'hightouch',
  name: 'Hightouch',
  fields: [
    { name: 'writeKey', required: true },
    { name: 'apiHost', required: false, check: checkHttps },
  ],
  snippet: ({ writeKey = '', apiHost }) => {
    const host = apiHost === undefined ? DEFAULT_HOST : (httpsUrl(apiHost)?.host ?? DEFAULT_HOST);
    return {
      tags: [],
      code: `!function(){var e=window.htevents=window.htevents||[];if(!e.initialize)if(e.invoked)window.console&&console.error&&console.error("Hightouch snippet included twice.");else{e.invoked=!0,e.methods=["trackSubmit","trackClick","trackLink","trackForm","pageview","identify","reset","group","track","ready","alias","debug","page","once","off","on","addSourceMiddleware","addIntegrationMiddleware","setAnonymousId","addDestinationMiddleware"],e.factory=function(t){return function(){var n=Array.prototype.slice.call(arguments);return n.unshift(t),e.push(n),e}};for(var t=0;t<e.methods.length;t++){var n=e.methods[t];e[n]=e.factory(n)}e.load=function(t,n){var o=document.createElement("script");o.type="text/javascript",o.async=!0,o.src="https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js";var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(o,r),e._loadOptions=n,e._writeKey=t},e.SNIPPET_VERSION="0.0.1",
e.load(${jsString(writeKey)},{apiHost:${jsString(host)}}),
e.page()}}();`,
      sources: {
        'script-src': ['https://cdn.hightouch-events.com'],
        'connect-src': [`https://${host}`],
      },
    };
  },
};
