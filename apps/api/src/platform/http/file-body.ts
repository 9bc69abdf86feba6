import type { Request } from 'express';

const FILE_BODY = Symbol('file body');

/** A reader of a body that is not JSON (a file upload) marks the request it took, so the JSON checks let it pass. */
export function markFileBody(req: Request): void {
  (req as Request & { [FILE_BODY]?: true })[FILE_BODY] = true;
}

/** Whether a file reader (`configureHttp`'s `fileBodyReaders`) took the request: its body is a file, not JSON. */
export const isFileBody = (req: Request): boolean => (req as Request & { [FILE_BODY]?: true })[FILE_BODY] === true;
