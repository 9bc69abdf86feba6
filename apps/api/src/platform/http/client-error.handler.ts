import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorEnvelope } from './envelope';

/**
 * Requests Node's HTTP parser refuses before any route sees them (headers over 16 KB, a malformed
 * request line) get the envelope too: `bad_request` (422), instead of an empty 400 or 431.
 */
export function answerUnparsableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || !error.code?.startsWith('HPE_')) return void socket.destroy(error);
    const message = error.code === 'HPE_HEADER_OVERFLOW' ? 'The request headers are larger than 16 KB.' : 'The request is not valid HTTP.';
    const body = JSON.stringify(errorEnvelope({ code: 'bad_request', message, errors: [{ field: 'headers', message }] }));
    const head = ['HTTP/1.1 422 Unprocessable Entity', 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  });
}
