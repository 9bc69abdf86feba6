import type { ServerResponse } from 'node:http';

/** Records the bytes a response sends, whichever way it is written; call the result once it finished. */
export function captureAnswer(response: ServerResponse): () => string {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk, rest[0]), write(chunk, ...rest))) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof response.end;
  return () => Buffer.concat(chunks).toString('utf8');
}
