import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiResponseNoStatusOptions } from '@nestjs/swagger';
import type { Access } from '@gig/domain';
import { AcceptsConnectToken } from '../auth/accepts-connect-token.decorator';
import { RequiresAccess } from '../auth/requires-access.decorator';
import { ApiKeys } from './api-access.decorator';
import { apiErrorResponses, WireErrorCode } from './api-error-responses.decorator';

/** One operation of the API besides its route: who may call it, what it is, and what it answers. */
export interface OperationSpec {
  /** The success status when it is not the route's default (`@HttpCode`). */
  status?: 200 | 201 | 202 | 204;
  access?: Access;
  keys?: 'private' | 'any';
  /** The widget's operations, which a connect token may call instead of a key. */
  connectToken?: true;
  id: string;
  summary: string;
  description: string;
  ok?: ApiResponseNoStatusOptions;
  created?: ApiResponseNoStatusOptions;
  accepted?: ApiResponseNoStatusOptions;
  /** A `204` without a body: what it means. */
  noContent?: string;
  errors: readonly WireErrorCode[];
  /** The error statuses a browser gets as a page (`text/html`) beside the envelope, as its success. */
  pageErrors?: readonly number[];
}

/**
 * Every decorator of an operation: its route (`Get(':user_id')`, `Post()`…) and one object. They apply in the
 * order a hand-written stack applies them (bottom up), so the document's security lists come out in the same order.
 */
export function Operation(route: MethodDecorator, spec: OperationSpec): MethodDecorator {
  const decorators: (MethodDecorator | undefined)[] = [
    apiErrorResponses(spec.errors, spec.pageErrors ?? []),
    spec.accepted && ApiAcceptedResponse(spec.accepted),
    spec.ok && ApiOkResponse(spec.ok),
    spec.created && ApiCreatedResponse(spec.created),
    spec.noContent !== undefined ? ApiNoContentResponse({ description: spec.noContent }) : undefined,
    spec.connectToken && AcceptsConnectToken(),
    spec.keys && ApiKeys(spec.keys),
    ApiOperation({ operationId: spec.id, summary: spec.summary, description: spec.description }),
    spec.access && RequiresAccess(spec.access),
    spec.status && HttpCode(spec.status),
    route,
  ];
  return applyDecorators(...decorators.filter((decorator): decorator is MethodDecorator => decorator !== undefined));
}
