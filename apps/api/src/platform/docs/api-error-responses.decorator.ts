import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ErrorCode, errorDefinition } from '@gig/domain';
import { FieldErrorDto } from '../http/error-envelope.dto';
import { httpStatusOf } from '../http/error-statuses';
import { inWireNames } from '../http/wire-field-names';
import { isWireOnlyCode, WIRE_ONLY_ERRORS, WireOnlyCode } from '../http/wire-only-errors';

/** A code the wire can carry: the catalogue's, or one of the HTTP layer's own (the 500 of an unexpected failure, the 413 of a body too large). */
export type WireErrorCode = ErrorCode | WireOnlyCode;

type DocumentedCode = WireErrorCode;

function statusOf(code: DocumentedCode): number {
  return isWireOnlyCode(code) ? WIRE_ONLY_ERRORS[code].status : httpStatusOf(code);
}

function messageOf(code: DocumentedCode): string {
  if (isWireOnlyCode(code)) return WIRE_ONLY_ERRORS[code].message;
  const { message, mentions } = errorDefinition(code);
  return inWireNames(message, null, mentions).message;
}

/** The error envelope whose `error.code` is one of `codes`. */
export function errorEnvelopeSchema(codes: readonly WireErrorCode[]): SchemaObject {
  return {
    type: 'object',
    required: ['success', 'data', 'error'],
    properties: {
      success: { type: 'boolean', enum: [false] },
      data: { type: 'object', nullable: true, enum: [null], description: 'Always null on an error.' },
      error: {
        type: 'object',
        required: ['code', 'message', 'errors'],
        properties: {
          code: { type: 'string', enum: [...codes], description: 'A code of the error catalogue; branch on it.' },
          message: { type: 'string', description: 'Human-readable; may change.' },
          errors: {
            type: 'array',
            nullable: true,
            items: { $ref: getSchemaPath(FieldErrorDto) },
            description: 'The bad fields of a bad_request; null otherwise.',
          },
        },
      },
    },
  };
}

/**
 * Documents every error status an operation can answer with: the codes are grouped by their HTTP
 * status (`http/error-statuses.ts`), each status answering the envelope with exactly its codes.
 */
export function ApiErrorResponses(...codes: DocumentedCode[]): MethodDecorator {
  return apiErrorResponses(codes, []);
}

/** `ApiErrorResponses`, and at `pageStatuses` a page for a browser (`text/html`) beside the envelope, as an operation that serves pages answers them. */
export function apiErrorResponses(codes: readonly DocumentedCode[], pageStatuses: readonly number[]): MethodDecorator {
  const byStatus = new Map<number, DocumentedCode[]>();
  for (const code of new Set(codes)) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  const responses = [...byStatus].sort(([a], [b]) => a - b).map(([status, group]) => {
    const description = group.map((code) => `\`${code}\`: ${messageOf(code)}`).join('\n\n');
    if (!pageStatuses.includes(status)) return ApiResponse({ status, description, schema: errorEnvelopeSchema(group) });
    const content = { 'application/json': { schema: errorEnvelopeSchema(group) }, 'text/html': { schema: { type: 'string', description: 'The page, for a browser.' } } };
    return ApiResponse({ status, description, content });
  });
  return applyDecorators(ApiExtraModels(FieldErrorDto), ...responses);
}
