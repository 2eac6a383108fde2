/**
 * Rules about operations that the official JSON Schemas cannot express: `operationId`s are
 * unique in the document; every `{name}` of a path template is declared as a path parameter
 * (of the operation or its path item), and every declared path parameter is in the template;
 * security requirements name declared security schemes.
 *
 * @module
 */
import { didYouMean } from '../../shared/index.ts';
import { childPointer } from '../../shared/index.ts';
import type { SpecBundle } from '../load/load-documents.ts';
import type { Origin } from '../load/resolve-refs.ts';
import type { SpecProblem } from '../load/spec-problem.ts';
import { isObject, objectOr } from '../load/values.ts';
import type { JsonObject } from '../load/values.ts';
import { locationOf } from './walk-spec.ts';
import type { SpecLocation } from './walk-spec.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** One operation of `paths` or `webhooks`, with the locations of its parts. */
interface OperationAt {
  label: string;
  /** The path template; undefined for webhooks. */
  template: string | undefined;
  operation: JsonObject;
  location: SpecLocation;
  /** Parameters of the path item, then of the operation, each where it is written. */
  parameters: { parameter: JsonObject; location: SpecLocation; written: SpecLocation }[];
}

/** Problems of the operations of the resolved `bundle`. */
export function operationProblems(
  bundle: SpecBundle,
  origins: WeakMap<object, Origin>,
  swagger2: boolean,
): SpecProblem[] {
  const operations = operationsOf(bundle, origins);
  return [
    ...duplicateOperationIds(operations),
    ...operations.flatMap(pathParameterProblems),
    ...securityProblems(bundle, operations, swagger2),
  ];
}

function operationsOf(bundle: SpecBundle, origins: WeakMap<object, Origin>): OperationAt[] {
  const document = objectOr(bundle.main.value);
  const root: SpecLocation = { document: bundle.main, pointer: '' };
  const operations: OperationAt[] = [];
  for (const key of ['paths', 'webhooks', 'x-webhooks']) {
    const items = document[key];
    if (!isObject(items)) continue;
    const itemsLocation = locationOf(items, root, key, origins);
    for (const [name, pathItem] of Object.entries(items)) {
      if (!isObject(pathItem) || name.startsWith('x-')) continue;
      const itemLocation = locationOf(pathItem, itemsLocation, name, origins);
      const shared = parametersAt(pathItem, itemLocation, origins);
      for (const method of METHODS) {
        const operation = pathItem[method];
        if (!isObject(operation)) continue;
        const location = locationOf(operation, itemLocation, method, origins);
        const label = `${method.toUpperCase()} ${name}`;
        operations.push({
          label: key === 'paths' ? label : `webhook ${name} (${method.toUpperCase()})`,
          template: key === 'paths' ? name : undefined,
          operation,
          location,
          parameters: [...shared, ...parametersAt(operation, location, origins)],
        });
      }
    }
  }
  return operations;
}

/** The parameters of a path item or operation: `location` is the object, `written` the list entry (a `$ref` or the object). */
function parametersAt(
  owner: JsonObject,
  ownerLocation: SpecLocation,
  origins: WeakMap<object, Origin>,
): OperationAt['parameters'] {
  const list = owner['parameters'];
  if (!Array.isArray(list)) return [];
  const listLocation = locationOf(list, ownerLocation, 'parameters', origins);
  return list.flatMap((parameter, index) => {
    if (!isObject(parameter)) return [];
    const written = {
      document: listLocation.document,
      pointer: childPointer(listLocation.pointer, index),
    };
    return [{ parameter, location: locationOf(parameter, listLocation, index, origins), written }];
  });
}

function duplicateOperationIds(operations: readonly OperationAt[]): SpecProblem[] {
  const first = new Map<string, OperationAt>();
  const problems: SpecProblem[] = [];
  for (const entry of operations) {
    const id = entry.operation['operationId'];
    if (typeof id !== 'string') continue;
    const earlier = first.get(id);
    if (!earlier) {
      first.set(id, entry);
      continue;
    }
    problems.push({
      severity: 'error',
      code: 'openapi-duplicate-operation-id',
      message: `operationId "${id}" of ${entry.label} is already used by ${earlier.label}`,
      hint: 'Give each operation its own operationId: links, code samples and generated clients rely on it.',
      document: entry.location.document,
      pointer: childPointer(entry.location.pointer, 'operationId'),
    });
  }
  return problems;
}

/** `{name}`s of a path template, in order, each once. */
export function templateNames(template: string): string[] {
  return [...new Set([...template.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? ''))];
}

function pathParameterProblems(entry: OperationAt): SpecProblem[] {
  if (entry.template === undefined) return [];
  const names = templateNames(entry.template);
  const declared = entry.parameters.filter(({ parameter }) => parameter['in'] === 'path');
  const problems: SpecProblem[] = [];
  for (const name of names) {
    if (declared.some(({ parameter }) => parameter['name'] === name)) continue;
    problems.push({
      severity: 'error',
      code: 'openapi-undeclared-path-parameter',
      message: `Path parameter "${name}" of ${entry.label} is not declared`,
      hint: `Add {name: ${name}, in: path, required: true} to the parameters of the operation or of its path item.`,
      document: entry.location.document,
      pointer: entry.location.pointer,
      at: 'key',
    });
  }
  const reported = new Set<JsonObject>();
  for (const { parameter, location, written } of declared) {
    const name = parameter['name'];
    if (typeof name !== 'string' || names.includes(name) || reported.has(parameter)) continue;
    reported.add(parameter);
    const inline = location.pointer === written.pointer && location.document === written.document;
    problems.push({
      severity: 'error',
      code: 'openapi-unknown-path-parameter',
      message: `Path parameter "${name}" of ${entry.label} is not in the path ${entry.template}`,
      hint:
        names.length > 0
          ? `The path's parameters are ${names.map((known) => `"${known}"`).join(', ')}: rename it, or make it a query parameter.`
          : 'Add {' + name + '} to the path, or make it a query parameter.',
      document: written.document,
      pointer: inline ? childPointer(written.pointer, 'name') : written.pointer,
    });
  }
  return problems;
}

function securityProblems(
  bundle: SpecBundle,
  operations: readonly OperationAt[],
  swagger2: boolean,
): SpecProblem[] {
  const document = objectOr(bundle.main.value);
  const schemes = objectOr(
    swagger2
      ? document['securityDefinitions']
      : objectOr(document['components'])['securitySchemes'],
  );
  const where = swagger2 ? 'securityDefinitions' : 'components.securitySchemes';
  const lists: { list: unknown; location: SpecLocation }[] = [
    { list: document['security'], location: { document: bundle.main, pointer: '/security' } },
    ...operations.map((entry) => ({
      list: entry.operation['security'],
      location: {
        document: entry.location.document,
        pointer: childPointer(entry.location.pointer, 'security'),
      },
    })),
  ];
  const problems: SpecProblem[] = [];
  for (const { list, location } of lists) {
    if (!Array.isArray(list)) continue;
    for (const [index, requirement] of list.entries()) {
      if (!isObject(requirement)) continue;
      for (const name of Object.keys(requirement)) {
        if (Object.hasOwn(schemes, name)) continue;
        const known = Object.keys(schemes);
        const suggestion = didYouMean(name, known);
        problems.push({
          severity: 'error',
          code: 'openapi-unknown-security-scheme',
          message: `Security requirement names "${name}", which is not in ${where}`,
          hint:
            suggestion !== undefined
              ? `Did you mean "${suggestion}"?`
              : known.length > 0
                ? `Declared schemes: ${known.map((scheme) => `"${scheme}"`).join(', ')}.`
                : `Declare it in ${where}.`,
          document: location.document,
          pointer: childPointer(childPointer(location.pointer, index), name),
          at: 'key',
        });
      }
    }
  }
  return problems;
}
