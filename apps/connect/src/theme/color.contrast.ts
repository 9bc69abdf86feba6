export const DEFAULT_PRIMARY = '#1a56db';

type Rgb = readonly [number, number, number];

function parse(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return '#' + rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(parse(a) ?? [0, 0, 0]);
  const lb = luminance(parse(b) ?? [0, 0, 0]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function normaliseColor(hex: string | null | undefined): string {
  return hex && parse(hex) ? hex.toLowerCase() : DEFAULT_PRIMARY;
}

/** The primary colour darkened until it reaches `min` contrast on white (for text, borders and focus rings). */
export function readableOnWhite(hex: string, min = 4.5): string {
  let rgb = parse(normaliseColor(hex)) as Rgb;
  for (let i = 0; i < 40 && contrastRatio(toHex(rgb), '#ffffff') < min; i++) {
    rgb = [rgb[0] * 0.9, rgb[1] * 0.9, rgb[2] * 0.9];
  }
  return toHex(rgb);
}

export interface Theme {
  readonly primary: string;
  readonly onPrimary: string;
  readonly primaryText: string;
}

/** Buttons keep the brand colour when white or near-black text reads on it at 4.5:1; otherwise the darkened one. */
export function themeFor(hex: string | null | undefined): Theme {
  const primary = normaliseColor(hex);
  const primaryText = readableOnWhite(primary);
  const dark = '#111827';
  if (contrastRatio(primary, '#ffffff') >= 4.5) return { primary, onPrimary: '#ffffff', primaryText };
  if (contrastRatio(primary, dark) >= 4.5) return { primary, onPrimary: dark, primaryText };
  return { primary: primaryText, onPrimary: '#ffffff', primaryText };
}
