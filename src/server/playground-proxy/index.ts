/**
 * The API playground's proxy for hosted sites: `/_folio/proxy` (proxy-route.ts) and the checked
 * outgoing requests behind it (forward-request.ts).
 *
 * @module
 */
export { isForbiddenAddress } from './forbidden-address.ts';
export { PlaygroundProxy, ProxyError } from './forward-request.ts';
export type {
  PlaygroundProxyOptions,
  ProxyAnswer,
  ProxyRequest,
  Resolve,
} from './forward-request.ts';
export { isPlaygroundProxyRequest, playgroundProxyResponse } from './proxy-route.ts';
export type { ProxyRouteSettings } from './proxy-route.ts';
