import { isWebOrigin } from '@gig/domain';

const KEYWORDS = ["'self'", "'none'", 'https:', 'data:'] as const;

/** A directive's sources: keywords of ours, and web origins (from data, e.g. a widget's `allowed_origins`). */
export interface CspSources {
  readonly keywords?: readonly (typeof KEYWORDS)[number][];
  readonly origins?: readonly string[];
}

const DIRECTIVE = /^[a-z]+(-[a-z]+)*$/;

/**
 * A Content-Security-Policy header from directives and their sources. Nothing is written raw: keywords
 * come from a fixed list, an origin is written only if it is a web origin (`isWebOrigin`, checked again
 * here whatever checked it before), else left out, and a directive left with no source gets `'none'`;
 * so no stored value can add a directive, a keyword or a wildcard.
 */
export function serializeCsp(directives: Readonly<Record<string, CspSources>>): string {
  return Object.entries(directives)
    .map(([name, { keywords = [], origins = [] }]) => {
      if (!DIRECTIVE.test(name)) throw new Error(`Not a CSP directive name: ${JSON.stringify(name)}`);
      const sources = [...keywords.filter((keyword) => KEYWORDS.includes(keyword)), ...origins.filter(isWebOrigin)];
      return `${name} ${sources.length > 0 ? sources.join(' ') : "'none'"}`;
    })
    .join('; ');
}

/**
 * The widget page's policy: its own scripts, styles and API calls only, a logo inline or from the widget's origins, and embedding
 * only by the widget's `allowed_origins` (none: the page may only be opened full-page).
 */
export function connectPageCsp(allowedOrigins: readonly string[]): string {
  return serializeCsp({
    'default-src': { keywords: ["'none'"] },
    'script-src': { keywords: ["'self'"] },
    'style-src': { keywords: ["'self'"] },
    'img-src': { keywords: ["'self'", 'data:'], origins: allowedOrigins },
    'connect-src': { keywords: ["'self'"] },
    'font-src': { keywords: ["'self'"] },
    'base-uri': { keywords: ["'none'"] },
    'form-action': { keywords: ["'self'"] },
    'frame-ancestors': { origins: allowedOrigins },
  });
}
