/** The console's session cookie: HttpOnly, SameSite=Strict, only sent to /console. */
export const SESSION_COOKIE = 'gig_console_session';

/** The value of cookie `name` in a `Cookie` header, or undefined (first one wins; values are not decoded). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${SESSION_COOKIE}=${value}`, 'Path=/console', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Sets the session token until the session expires; `Secure` when the request came over https. */
export function sessionCookie(token: string, expiresAt: Date, now: Date, secure: boolean): string {
  return cookie(token, Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)), secure);
}

export function clearedSessionCookie(secure: boolean): string {
  return cookie('', 0, secure);
}
