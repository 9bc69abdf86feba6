import type { OpenAPIObject } from '@nestjs/swagger';
import type { CheckedAnswer } from './openapi-conformance';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `operationId status` for every response the document declares. */
export function documentedStatuses(document: OpenAPIObject): string[] {
  return Object.values(document.paths).flatMap((item) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? Object.keys(operation.responses).map((status) => `${operation.operationId} ${status}`) : [];
    }),
  );
}

/** The documented responses no checked answer has reached, leaving out those `excused` accounts for. */
export function unreachedStatuses(document: OpenAPIObject, checked: readonly CheckedAnswer[], excused: (entry: string) => boolean): string[] {
  const reached = new Set(checked.map((answer) => `${answer.operationId} ${answer.status}`));
  return documentedStatuses(document).filter((entry) => !reached.has(entry) && !excused(entry));
}
