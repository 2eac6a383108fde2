/**
 * AsyncAPI: reading 2.x and 3.x documents (their `$ref`s resolved, never outside the docs
 * folder), the channel model channel pages show, and the index navigation lists channels from.
 *
 * @module
 */
export { readAsyncDocument } from './read-async-document.ts';
export type { AsyncDocument } from './read-async-document.ts';
export { asyncApiModel } from './channel-model.ts';
export type {
  AsyncApiModel,
  AsyncChannel,
  AsyncExample,
  AsyncMessage,
  AsyncOperation,
  AsyncServer,
} from './channel-model.ts';
export { channelTitle, loadAsyncSpecIndex } from './load-async-specs.ts';
