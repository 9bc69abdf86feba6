import type { Request, Response } from 'express';

/** How long a refused upload's connection may go on sending (read and dropped) once its answer is out. */
const LINGER_MS = 2_000;

/**
 * `Connection: close`, and the close a client does not lose its answer to: Node would destroy the socket as soon as
 * the answer is written, and a socket destroyed with unread bytes is reset, which can throw away the answer before
 * the client has read it (an upload in progress always has unread bytes). So the socket sends its end first, drops
 * what still arrives, and is destroyed once the client closes, or after `LINGER_MS`.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
