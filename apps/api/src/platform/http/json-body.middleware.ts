import { DomainError } from '@gig/domain';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { jsonShapeProblem } from './json-shape';
import { isFileBody } from './file-body';
import { sendsFile } from './file-upload.interceptor';

/** `application/json` and every `application/*+json` (e.g. `application/vnd.api+json`): all are parsed. */
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;
export const MAX_BODY_BYTES = 1024 * 1024;

const isJson = (req: IncomingMessage) => JSON_TYPE.test(req.headers['content-type'] ?? '');

/** Requests that carry a body must say it is JSON (but a file sent to `POST /verify` or `POST /v1/documents`); anything else is a 422, not a silent empty body. */
export function requireJsonBody(req: Request, _res: Response, next: NextFunction): void {
  if (isFileBody(req) || sendsFile(req)) return next();
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (['POST', 'PUT', 'PATCH'].includes(req.method) && hasBody && !isJson(req)) {
    const message = 'The request body must be JSON sent with Content-Type: application/json.';
    next(DomainError.badRequest(message, [{ field: 'content-type', message }]));
    return;
  }
  next();
}

/**
 * The JSON body parser: at most 1 MB (after decompression), read as bytes, its shape checked on the
 * raw text (depth, key count, control characters: json-shape.ts) before `JSON.parse` builds anything.
 */
export function jsonBodyParser(): RequestHandler[] {
  return [express.raw({ type: isJson, limit: MAX_BODY_BYTES }), parseJsonBody];
}

const UTF8 = /^utf-?8$/i;
const STARTS_AS_OBJECT_OR_ARRAY = /^[\s\uFEFF]*[{[]/;

function parseJsonBody(req: Request, _res: Response, next: NextFunction): void {
  if (!Buffer.isBuffer(req.body) || isFileBody(req)) return next();
  const raw: Buffer = req.body;
  const charset = /;\s*charset=("?)([^";]+)\1/i.exec(req.headers['content-type'] ?? '')?.[2];
  if (charset && !UTF8.test(charset)) return next(badBody('content-type', `The request body must be UTF-8 (got charset ${charset}).`));
  if (raw.length === 0) {
    req.body = {};
    return next();
  }
  const problem = jsonShapeProblem(raw);
  if (problem) return next(badBody('body', problem));
  const text = raw.toString('utf8');
  if (!STARTS_AS_OBJECT_OR_ARRAY.test(text)) return next(badBody('body', NOT_JSON));
  try {
    req.body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return next(badBody('body', NOT_JSON));
  }
  next();
}

const NOT_JSON = 'The request body is not valid JSON.';
const badBody = (field: string, message: string) => DomainError.badRequest(message, [{ field, message }]);

const CONTROL_IN_URL = /%(?:[01][0-9a-f]|7f)/i;

/** A control character in the path or the query (`?external_id=%00`) is refused before it can reach a query. */
export function refuseControlCharactersInUrl(req: Request, _res: Response, next: NextFunction): void {
  if (!CONTROL_IN_URL.test(req.url)) return next();
  const message = 'The URL may not contain control characters (%00 to %1F, %7F).';
  next(DomainError.badRequest(message, [{ field: 'url', message }]));
}
