/**
 * What converting a legacy mint.json records besides the docs.json object: notes about
 * settings that have no docs.json equivalent (with their path in mint.json), and, for each
 * object or array it creates, the mint.json value it came from. The loader uses those origins
 * to point diagnostics about the converted object back at mint.json lines.
 *
 * @module
 */

/** A path inside mint.json: keys and array indexes. */
export type MintPath = readonly (string | number)[];

/** Something of mint.json that the conversion leaves out or changes. */
export interface LegacyNote {
  /** Where in mint.json. */
  path: MintPath;
  message: string;
  hint?: string | undefined;
}

/**
 * Where a created object or array came from: an object of mint.json (each new key named after
 * the key it was read from, when renamed), or an array of mint.json (each new item after the
 * index of the item it was read from).
 */
export type Origin =
  | { kind: 'object'; from: object; keys?: Readonly<Record<string, string>> | undefined }
  | { kind: 'array'; from: readonly unknown[]; items: readonly number[] };

/** Collects notes and origins while a mint.json is converted. */
export class Conversion {
  readonly notes: LegacyNote[] = [];
  readonly origins = new Map<object, Origin>();

  /** Records that `output` was made from the object `from`; `keys` maps new keys to old ones. */
  fromObject<T extends object>(output: T, from: object, keys?: Record<string, string>): T {
    this.origins.set(output, { kind: 'object', from, keys });
    return output;
  }

  /** Records that item i of `output` was item `items[i]` of `from`. */
  fromArray<T extends unknown[]>(output: T, from: readonly unknown[], items: number[]): T {
    this.origins.set(output, { kind: 'array', from, items });
    return output;
  }

  note(path: MintPath, message: string, hint?: string): void {
    this.notes.push({ path, message, ...(hint === undefined ? {} : { hint }) });
  }
}

export type MintObject = Record<string, unknown>;

export function isObject(value: unknown): value is MintObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Drops the keys whose value is undefined, so the written docs.json has none. */
export function defined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

export function isRemoteUrl(url: string | undefined): boolean {
  return url !== undefined && /^https?:\/\//i.test(url);
}

/** A mint.json icon with its `iconType` (a Font Awesome style) as a docs.json icon. */
export function icon(name: unknown, iconType: unknown): unknown {
  if (name === undefined) return undefined;
  return typeof iconType === 'string' && typeof name === 'string'
    ? { name, style: iconType }
    : name;
}
