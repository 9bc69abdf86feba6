import type { ServerResponse } from 'node:http';

/**
 * Ends a response with JSON text already written, as Express's `res.json` would answer, but
 * without its copy of a large body into a Buffer.
 */
export function sendJson(res: ServerResponse, status: number, json: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}
