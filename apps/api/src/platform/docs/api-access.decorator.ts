import { applyDecorators } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';

export const PRIVATE_KEY = 'private_key';
export const PUBLIC_KEY = 'public_key';
export const CONNECT_TOKEN = 'connect_token';
/** The console's session cookie (docs/console-openapi.json); its writes also send the CSRF token. */
export const CONSOLE_SESSION = 'console_session';
export const CSRF_TOKEN = 'csrf_token';

/**
 * The keys an operation accepts: `private` (reads, deletions), `any` (a private or a public key:
 * the widget's flow and the catalogues) or `none`.
 */
export function ApiKeys(keys: 'private' | 'any'): MethodDecorator & ClassDecorator {
  return keys === 'private' ? applyDecorators(ApiSecurity(PRIVATE_KEY)) : applyDecorators(ApiSecurity(PRIVATE_KEY), ApiSecurity(PUBLIC_KEY));
}
