/** The console's policy: its own scripts, styles and same-origin API calls only; never framed. */
export const CONSOLE_PAGE_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');
