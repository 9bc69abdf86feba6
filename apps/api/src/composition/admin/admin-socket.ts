import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, Server, Socket } from 'node:net';
import { resolve } from 'node:path';
import type { AdminAnswer } from './admin-answer';

/** Under `DATA_DIR`, beside the embedded database: only the service's user may connect (0600, in a 0700 folder). */
export const adminSocketPath = (dataDir: string) => resolve(dataDir, 'admin.sock');

/** One admin command as the CLI was given it (paths made absolute), and where its links point (null: the server's `PUBLIC_URL`, else its port). */
export interface AdminRequest {
  readonly argv: readonly string[];
  readonly baseUrl: string | null;
}

const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * Runs the admin commands a CLI hands over while this process holds the embedded database: one JSON request per
 * connection, one JSON answer back. A socket left by a process that died is replaced (this process holds the lock).
 */
export async function listenForAdminCommands(path: string, answer: (request: AdminRequest) => Promise<AdminAnswer>): Promise<Server> {
  rmSync(path, { force: true });
  const server = createServer((socket) => serve(socket, answer));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => (server.off('error', fail), done()));
  });
  chmodSync(path, 0o600);
  return server;
}

function serve(socket: Socket, answer: (request: AdminRequest) => Promise<AdminAnswer>): void {
  let received = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    received += chunk;
    if (received.length > MAX_REQUEST_BYTES) return void socket.destroy();
    const end = received.indexOf('\n');
    if (end === -1) return;
    socket.pause();
    void reply(received.slice(0, end)).then((text) => socket.end(`${text}\n`));
  });
  const reply = async (line: string) => {
    let request: AdminRequest;
    try {
      request = JSON.parse(line) as AdminRequest;
      if (!Array.isArray(request.argv) || !request.argv.every((word) => typeof word === 'string') || (typeof request.baseUrl !== 'string' && request.baseUrl !== null)) throw new Error();
    } catch {
      return JSON.stringify({ exitCode: 1, stdout: '', stderr: 'The server could not read the admin request.\n' } satisfies AdminAnswer);
    }
    return JSON.stringify(await answer(request));
  };
}

/** Hands `request` to the server holding the embedded database and returns its answer. */
export function askRunningServer(path: string, holder: number, request: AdminRequest): Promise<AdminAnswer> {
  return new Promise((done) => {
    const socket = createConnection(path);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => {
      try {
        done(JSON.parse(received) as AdminAnswer);
      } catch {
        done(unreachable(path, holder, 'it closed the connection without an answer'));
      }
    });
    socket.on('error', (error) => done(unreachable(path, holder, error.message)));
  });
}

function unreachable(path: string, holder: number, why: string): AdminAnswer {
  return {
    exitCode: 1, stdout: '',
    stderr: `The embedded database is in use by process ${holder}, which does not take admin commands on ${path} (${why}): is it an older build? Stop it first, then run the command again.\n`,
  };
}
