const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/**
 * A web origin as a browser's `Origin` header writes it: `http` or `https`, a lower-case DNS name (letters,
 * digits and hyphens), IPv4 address or bracketed IPv6 address, and a port other than the scheme's default.
 * No wildcard, path, quote, semicolon, comma or space can pass, so it is also a safe CSP host source.
 */
const WEB_ORIGIN = new RegExp(`^https?://(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::[1-9][0-9]{0,4})?$`);

/** What may be typed: a scheme in any case, then only letters (international ones too), digits, dots, hyphens, brackets and colons. */
const TYPED_ORIGIN = /^https?:\/\/[\p{L}\p{N}.\-[\]:]+$/iu;

/** Whether `value` is an origin exactly as a browser sends it (and as it may stand in a CSP). */
export function isWebOrigin(value: string): boolean {
  return value.length <= 255 && WEB_ORIGIN.test(value);
}

/** The origin as a browser would send it (`HTTPS://Bücher.Example:443` → `https://xn--bcher-kva.example`), or null. */
export function normalizeWebOrigin(value: string): string | null {
  if (value.length > 255 || !TYPED_ORIGIN.test(value)) return null;
  try {
    const { origin } = new URL(value);
    return isWebOrigin(origin) ? origin : null;
  } catch {
    return null;
  }
}
