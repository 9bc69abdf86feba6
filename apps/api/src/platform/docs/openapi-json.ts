import type { OpenAPIObject } from '@nestjs/swagger';

/** The document as committed in docs/openapi.json: two-space JSON with a final newline, so diffs stay readable. */
export function openApiJson(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
