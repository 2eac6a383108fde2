/**
 * The names `api.examples.languages` accepts: the format's language keys and their aliases
 * (its "supported languages" table), each mapped to the language Folio writes samples in. Kept
 * with the config so `folio validate` can name a language no sample is written in.
 *
 * @module
 */

/** Languages Folio writes request samples in. */
export type SampleLanguage =
  | 'curl'
  | 'javascript'
  | 'node'
  | 'typescript'
  | 'python'
  | 'go'
  | 'java'
  | 'ruby'
  | 'php'
  | 'csharp'
  | 'dotnet'
  | 'powershell'
  | 'swift'
  | 'kotlin'
  | 'rust'
  | 'dart'
  | 'c'
  | 'cpp';

/** Name (lower case) → language. */
export const sampleLanguageNames: Readonly<Record<string, SampleLanguage>> = {
  bash: 'curl',
  curl: 'curl',
  sh: 'curl',
  shell: 'curl',
  javascript: 'javascript',
  js: 'javascript',
  node: 'node',
  nodejs: 'node',
  'node.js': 'node',
  typescript: 'typescript',
  ts: 'typescript',
  python: 'python',
  py: 'python',
  python3: 'python',
  go: 'go',
  golang: 'go',
  java: 'java',
  ruby: 'ruby',
  rb: 'ruby',
  php: 'php',
  csharp: 'csharp',
  'c#': 'csharp',
  dotnet: 'dotnet',
  '.net': 'dotnet',
  'dot-net': 'dotnet',
  powershell: 'powershell',
  swift: 'swift',
  kotlin: 'kotlin',
  kt: 'kotlin',
  rust: 'rust',
  rs: 'rust',
  dart: 'dart',
  flutter: 'dart',
  c: 'c',
  'c++': 'cpp',
  cpp: 'cpp',
};

/** The language a name in `api.examples.languages` stands for; undefined for an unknown name. */
export function sampleLanguageOf(name: string): SampleLanguage | undefined {
  return sampleLanguageNames[name.trim().toLowerCase()];
}

/** A warning naming each entry of `api.examples.languages` that gets no sample tab. */
export function unknownSampleLanguages(
  names: readonly string[] | undefined,
): { message: string; hint: string } | undefined {
  const unknown = (names ?? []).filter((name) => sampleLanguageOf(name) === undefined);
  if (unknown.length === 0) return undefined;
  const list = unknown.map((name) => `"${name}"`).join(', ');
  const known = [...new Set(Object.values(sampleLanguageNames))].join(', ');
  return {
    message: `"api.examples.languages": Folio writes no samples in ${list}; no tab is shown for ${unknown.length === 1 ? 'it' : 'them'}`,
    hint: `Languages Folio writes: ${known}.`,
  };
}
