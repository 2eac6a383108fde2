/**
 * Walks a resolved spec by object kind (Operation, Parameter, Media Type, Schema, ...), each
 * object once, with the location where it is written: objects a `$ref` pointed to are visited where they
 * are defined (which may be another file), everything else where it sits. Checks that look at
 * objects of one kind wherever they occur build on this.
 *
 * @module
 */
import { childPointer } from '../../shared/index.ts';
import type { SpecBundle } from '../load/load-documents.ts';
import type { SourceDocument } from '../load/parse-source.ts';
import type { Origin } from '../load/resolve-refs.ts';
import { isObject } from '../load/values.ts';
import type { JsonObject } from '../load/values.ts';
import { memberKind } from './object-kinds.ts';
import type { ObjectKind } from './object-kinds.ts';

/** Where a value is written: a document and a JSON pointer in it. */
export interface SpecLocation {
  document: SourceDocument;
  pointer: string;
}

/** Called once per spec object, with its kind and location. */
export type SpecVisitor = (object: JsonObject, kind: ObjectKind, location: SpecLocation) => void;

/** The location of `value`, found at member `key` of a value at `parent`. */
export function locationOf(
  value: unknown,
  parent: SpecLocation,
  key: string | number,
  origins: WeakMap<object, Origin>,
): SpecLocation {
  const origin = typeof value === 'object' && value !== null ? origins.get(value) : undefined;
  return origin ?? { document: parent.document, pointer: childPointer(parent.pointer, key) };
}

/** Visits every object of the resolved `bundle`, starting at its spec's root. */
export function walkSpec(
  bundle: SpecBundle,
  origins: WeakMap<object, Origin>,
  visit: SpecVisitor,
): void {
  const seen = new Set<object>();
  const walk = (value: unknown, kind: ObjectKind, location: SpecLocation): void => {
    if (!isObject(value) || seen.has(value)) return;
    seen.add(value);
    visit(value, kind, location);
    for (const [key, member] of Object.entries(value)) {
      const memberKindOf = memberKind(kind, key);
      if (memberKindOf === undefined) continue;
      const memberLocation = locationOf(member, location, key, origins);
      if (typeof memberKindOf === 'string') {
        walk(member, memberKindOf, memberLocation);
        continue;
      }
      const itemKind = 'map' in memberKindOf ? memberKindOf.map : memberKindOf.list;
      for (const [name, item] of itemsOf(member, itemKind)) {
        walk(item, itemKind, locationOf(item, memberLocation, name, origins));
      }
    }
  };
  walk(bundle.main.value, 'OpenAPI', { document: bundle.main, pointer: '' });
}

/** The entries of a map or list of objects of `kind`; `x-` members of maps are extensions (except among schema names, where they are names). */
function itemsOf(value: unknown, kind: ObjectKind): [string, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item]);
  if (!isObject(value)) return [];
  return Object.entries(value).filter(([name]) => kind === 'Schema' || !name.startsWith('x-'));
}
