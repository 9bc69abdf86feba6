import { DomainError } from '../errors/domain-error';
import { MAX_WIDGET_URL_LENGTH } from './widget';

/** A logo given inline: at most this many characters of `data:` URL (about 48 kB of image). */
export const MAX_LOGO_DATA_URL = 65_536;

const DATA_LOGO = /^data:image\/(?:png|svg\+xml);base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const MESSAGE = `logoUrl must be null, an https URL on one of the widget's allowed origins, or a data:image/png or data:image/svg+xml base64 URL of at most ${MAX_LOGO_DATA_URL} characters`;

const httpsOrigin = (value: string): string | null => {
  if (value.length > MAX_WIDGET_URL_LENGTH) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.origin : null;
  } catch {
    return null;
  }
};

/** Whether the widget page may show this logo: inline (a PNG or SVG data URL) or from one of the widget's own origins. */
export function isShownLogo(value: string, allowedOrigins: readonly string[]): boolean {
  if (value.startsWith('data:')) return value.length <= MAX_LOGO_DATA_URL && DATA_LOGO.test(value);
  const origin = httpsOrigin(value);
  return origin !== null && allowedOrigins.includes(origin);
}

/** The logo as stored (an https URL normalised, a data URL as given), or `bad_request` on `logoUrl`. */
export function readLogoUrl(value: string | null, allowedOrigins: readonly string[]): string | null {
  if (value === null) return null;
  if (!isShownLogo(value, allowedOrigins)) throw DomainError.badRequest(MESSAGE, [{ field: 'logoUrl', message: MESSAGE }]);
  return value.startsWith('data:') ? value : new URL(value).toString();
}
