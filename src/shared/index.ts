/**
 * Pieces every module may use: diagnostics, the one reporter (text, and GitHub annotations),
 * near-miss suggestions, reading a docs folder's files without leaving it.
 *
 * @module
 */
export { FolioError, formatJsonPath } from './diagnostic.ts';
export type { Diagnostic, Severity, SourcePosition } from './diagnostic.ts';
export { asciiJson } from './ascii-json.ts';
export { codeFileUrl } from './code-file.ts';
export { workerEnvironment } from './worker-environment.ts';
export { mermaidFolder, VENDORED_MERMAID } from './mermaid-folder.ts';
export { didYouMean } from './did-you-mean.ts';
export { editDistance } from './edit-distance.ts';
export { excerpt, MAX_EXCERPT } from './excerpt.ts';
export {
  childPointer,
  escapeSegment,
  formatPointer,
  parseFragment,
  parsePointer,
  valueAt,
} from './json-pointer.ts';
export { forEachLimited } from './for-each-limited.ts';
export {
  digest,
  encodeLike,
  forEachFileLimited,
  modeOf,
  readIfExists,
  resolveTarget,
  syncFolders,
  tempPathOf,
  writeSynced,
} from './durable-files.ts';
export { diagnosticSources } from './diagnostic-sources.ts';
export { displayPath, formatDiagnostic, formatDiagnostics, plural } from './format-diagnostics.ts';
export type { FormatOptions } from './format-diagnostics.ts';
export {
  escapeData,
  escapeProperty,
  formatGithubAnnotation,
  formatGithubAnnotations,
  workflowCommand,
} from './format-github-annotations.ts';
export type {
  AnnotationLevel,
  AnnotationOptions,
  AnnotationProperties,
} from './format-github-annotations.ts';
export { yamlMessage } from './yaml-message.ts';
export { engineHash, engineHashMemoFile } from './engine-hash.ts';
export {
  CACHE_LAYOUT,
  CacheStore,
  cacheFolder,
  folioCacheRoot,
  installCacheRoot,
  openCacheStore,
  projectCacheRoot,
  pruneCacheFolder,
  writeCacheFile,
} from './cache-store.ts';
export type { CacheKind } from './cache-store.ts';
export { currentProcess, isProcessGone } from './process-owner.ts';
export type { ProcessOwner } from './process-owner.ts';
export {
  OutsideFolderError,
  isInside,
  isReadableInside,
  openInside,
  outsideFolderDiagnostic,
  outsideLinkDiagnostic,
  readHeadInsideSync,
  readInside,
  readInsideSync,
  readTextInside,
  readTextInsideSync,
  realFolder,
  realPathInside,
} from './contained-path.ts';
export type { OpenedFile } from './contained-path.ts';
export { replaceFiles } from './replace-files.ts';
export type { FileOperations, FileReplacement, ReplaceFilesOptions } from './replace-files.ts';
export { acceptsMarkdown, MARKDOWN_TYPE, markdownRoute } from './markdown-request.ts';
