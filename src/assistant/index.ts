/**
 * The documentation assistant: retrieval over a built site, the request body and its messages,
 * and the streamed answer (a language model's, grounded in the passages, or the passages
 * quoted when no model is configured) in the AI SDK's UI message stream protocol.
 *
 * ```ts
 * const request = parseAssistantRequest(await c.req.json());
 * if (!request.success) return c.json({ error: request.message }, 400);
 * const { messages: body, retrievalPageSize, filter } = request.data;
 * const messages = normalizeMessages(body);
 * const corpus = await loadSiteCorpus(deploymentFolder);
 * const passages = corpus.search(retrievalQuery(messages) ?? '', {
 *   pageSize: retrievalPageSize,
 *   filter,
 * });
 * const model = assistantModelFromEnv();
 * const stream = answerStream({ messages, passages, siteUrl, threadId, model, onFinish: store });
 * return uiMessageStreamResponse(stream, { headers: cors });
 * ```
 *
 * @module
 */
export type { AssistantFilter, ChatMessage, MessagePart, Passage } from './types.ts';
export { createSiteCorpus, MAX_PAGE_SIZE, PASSAGES_PER_PAGE } from './site-corpus.ts';
export type { CorpusSearchOptions, SiteCorpus } from './site-corpus.ts';
export type { CorpusSource } from './load-site-corpus.ts';
export {
  BROWSER_INDEX_FOLDER,
  forgetSiteCorpus,
  FULL_TEXT_FOLDER,
  loadSiteCorpus,
  MAX_CACHED_CORPORA,
  readSiteCorpus,
} from './load-site-corpus.ts';
export { passagePath, searchResults, toSearchResult } from './search-results.ts';
export type { SearchResult, SearchResultMetadata, SearchResultsOptions } from './search-results.ts';
export { questionQuery, questionTerms } from './question-terms.ts';
export { lastUserQuestion, normalizeMessages, retrievalQuery } from './messages.ts';
export {
  assistantRequestSchema,
  DEFAULT_RETRIEVAL_PAGE_SIZE,
  MAX_FILTER_GROUPS,
  MAX_FILTER_VALUE_LENGTH,
  MAX_FP_LENGTH,
  MAX_ID_LENGTH,
  MAX_MESSAGE_PARTS,
  MAX_REQUEST_MESSAGES,
  MAX_RETRIEVAL_PAGE_SIZE,
  parseAssistantRequest,
} from './request-schema.ts';
export { CUT_MARK, fitStoredMessage } from './fit-stored-message.ts';
export type { AssistantRequest, AssistantRequestResult, RequestIssue } from './request-schema.ts';
export { answerStream, INTERNAL_ERROR_TEXT } from './answer-stream.ts';
export type { AnswerOptions, FinishedAnswer } from './answer-stream.ts';
export type { AnswerModel, AnswerTimeout } from './model-answer.ts';
export { CANCELLED_TEXT, TIMEOUT_TEXT } from './answer-parts.ts';
export { NOT_FOUND_ANSWER } from './grounding-prompt.ts';
export { NO_MATCH_TEXT, NO_MODEL_INTRO } from './extractive-answer.ts';
export { AI_PROVIDERS, assistantModelFromEnv } from './model-from-env.ts';
export type { AiProvider, Environment } from './model-from-env.ts';
export { uiMessageStreamResponse } from './ui-message-response.ts';
export type { UiMessageResponseInit } from './ui-message-response.ts';
