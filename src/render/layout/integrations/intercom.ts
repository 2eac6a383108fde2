/**
 * Intercom (`intercom.appId`, or the older `"intercom": "appId"`): the Messenger installation
 * code for a site without signed-in users: `intercomSettings`, then the loader, which fetches
 * the widget once the page has loaded.
 *
 * @module
 */
import { jsString } from './integration.ts';
import type { Integration } from './integration.ts';

export const intercom: Integration = {
  key: 'intercom',
  name: 'Intercom',
  shorthand: 'appId',
  fields: [{ name: 'appId', required: true }],
  snippet: ({ appId = '' }) => ({
    tags: [],
    code: `window.intercomSettings = {
    api_base: "https://api-iam.intercom.io",
    app_id: ${jsString(appId, '"')},
  };
(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('reattach_activator');ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/' + ${jsString(appId)};var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s, x);};if(document.readyState==='complete'){l();}else if(w.attachEvent){w.attachEvent('onload',l);}else{w.addEventListener('load',l,false);}}})();`,
    sources: {
      'script-src': [
        'https://app.intercom.io',
        'https://widget.intercom.io',
        'https://js.intercomcdn.com',
      ],
      'connect-src': [
        'https://*.intercom.io',
        'wss://*.intercom.io',
        'https://uploads.intercomcdn.com',
        'https://uploads.intercomusercontent.com',
      ],
      'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    },
  }),
};
