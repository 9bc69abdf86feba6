import { isDeepStrictEqual } from 'node:util';
import type { OpenAPIObject } from '@nestjs/swagger';

const LOCAL = '#/components/schemas/';
/** The schema as JSON has it: objects of this realm, whoever built them. */
const plain = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema));

/**
 * Makes `document` refer to the schemas it shares with the public API's (`publicDocument`, published beside it as
 * `publicFile`) instead of declaring them again: each is dropped from its components and every `$ref` to it points
 * into `publicFile`. A shared name must mean the same shape: one that differs is a mistake, and throws.
 */
export function referPublicSchemas(document: OpenAPIObject, publicDocument: OpenAPIObject, publicFile: string): OpenAPIObject {
  const own = document.components?.schemas ?? {};
  const theirs = publicDocument.components?.schemas ?? {};
  const shared = new Set(Object.keys(own).filter((name) => name in theirs));
  for (const name of shared) {
    if (!isDeepStrictEqual(plain(own[name]), plain(theirs[name]))) throw new Error(`${name} is a schema of ${publicFile} with another shape: name it apart, or make it the same`);
    delete own[name];
  }
  const refer = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(refer);
    else if (node !== null && typeof node === 'object') {
      const object = node as Record<string, unknown>;
      const ref = object['$ref'];
      if (typeof ref === 'string' && ref.startsWith(LOCAL) && shared.has(ref.slice(LOCAL.length))) object['$ref'] = `${publicFile}${ref}`;
      Object.values(object).forEach(refer);
    }
  };
  refer(document);
  return document;
}
