import { contrastRatio } from '../theme/color.contrast';
import { BRAND_MARKS } from './platform-brand-marks';
import { h } from './dom.helpers';

export interface Monogram {
  readonly color: string;
  /** The underline's colour: the platform's second colour, or a tint of its first. */
  readonly accent: string;
  readonly text: string;
}

/**
 * Platforms Simple Icons does not have: a designed monogram in the platform's colours (the brands' own, the
 * institutes' official ones), drawn like the brand marks: a rounded square, the letters, an underline.
 */
export const MONOGRAMS: Readonly<Record<string, Monogram>> = {
  didi: { color: '#fc4c02', accent: '#ffd2bd', text: 'DiDi' },
  didi_food: { color: '#fc4c02', accent: '#ffe27a', text: 'DF' },
  cabify: { color: '#7145d6', accent: '#d9ccff', text: 'Ca' },
  indriver: { color: '#c1f11d', accent: '#111827', text: 'iD' },
  beat: { color: '#30c39e', accent: '#0b4f3f', text: 'B' },
  rappi: { color: '#ff441f', accent: '#ffd8cf', text: 'R' },
  cornershop: { color: '#ff5a3c', accent: '#3b1d16', text: 'Co' },
  imss: { color: '#1e5b4f', accent: '#c8a96b', text: 'IMSS' },
  issste: { color: '#9d2449', accent: '#e3cfa4', text: 'ISSSTE' },
};

const DARK = '#111827';
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";
const SIZES = [26, 26, 21, 16, 13, 10, 9];

/** White or near-black, whichever reads better on the mark (the monogram is text: 4.5:1 where the colours allow). */
export const inkOn = (color: string): string => (contrastRatio(color, '#ffffff') >= contrastRatio(color, DARK) ? '#ffffff' : DARK);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const square = (color: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${color}"/>${inner}</svg>`;

/** The platform's mark as a whole SVG document: its brand mark where one is licensed, else its monogram (an unknown code: its initial on grey). */
export function platformMarkSvg(code: string, name: string): string {
  const brand = BRAND_MARKS[code];
  if (brand) return square(brand.color, `<path transform="translate(10 10) scale(1.1667)" fill="${inkOn(brand.color)}" d="${brand.path}"/>`);
  const mark = MONOGRAMS[code] ?? { color: '#4b5563', accent: '#d1d5db', text: name.trim().charAt(0).toUpperCase() || '?' };
  const size = SIZES[Math.min(mark.text.length, SIZES.length - 1)];
  return square(mark.color,
    `<text x="24" y="22" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-weight="800" font-size="${size}" ` +
    `letter-spacing="-0.5" fill="${inkOn(mark.color)}">${escapeXml(mark.text)}</text>` +
    `<rect x="15" y="35" width="18" height="4" rx="2" fill="${mark.accent}"/>`);
}

/** The platform's mark, decorative and textless (an image with no alternative): the tile names the platform once, beside it. */
export function platformMark(code: string, name: string): HTMLElement {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(platformMarkSvg(code, name))}`;
  return h('span', { class: 'mark', 'aria-hidden': 'true', 'data-mark': code in BRAND_MARKS ? 'brand' : 'monogram' },
    h('img', { src, alt: '', width: 48, height: 48, draggable: 'false' }));
}
