/**
 * The widget page's policy: its own scripts, styles and API calls only, logos from https, and embedding
 * only by the widget's `allowed_origins` (none: the page may only be opened full-page).
 */
export function connectPageCsp(allowedOrigins: readonly string[]): string {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}
