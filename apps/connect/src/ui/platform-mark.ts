import { contrastRatio } from '../theme/color.contrast';
import { BRAND_MARKS } from './platform-brand-marks';
import { h } from './dom.helpers';

/**
 * Platforms Simple Icons does not have: a monogram badge in the platform's colour (the brands' own colours,
 * the institutes' official ones). An unknown code gets the initial of its name on grey.
 */
export const MONOGRAMS: Readonly<Record<string, { readonly color: string; readonly text: string }>> = {
  didi: { color: '#fc4c02', text: 'DiDi' },
  didi_food: { color: '#fc4c02', text: 'DF' },
  cabify: { color: '#7145d6', text: 'C' },
  indriver: { color: '#c1f11d', text: 'iD' },
  beat: { color: '#30c39e', text: 'B' },
  rappi: { color: '#ff441f', text: 'R' },
  cornershop: { color: '#ff5a3c', text: 'Co' },
  imss: { color: '#1e5b4f', text: 'IMSS' },
  issste: { color: '#9d2449', text: 'ISSSTE' },
};

const SVG = 'http://www.w3.org/2000/svg';
const DARK = '#111827';

/** White or near-black, whichever reads better on the badge (the monogram is text: 4.5:1 where the colours allow). */
export const inkOn = (color: string): string => (contrastRatio(color, '#ffffff') >= contrastRatio(color, DARK) ? '#ffffff' : DARK);

function brandSvg(path: string, ink: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  shape.setAttribute('fill', ink);
  svg.append(shape);
  return svg;
}

/** The platform's mark, decorative (the tile names the platform in text beside it). */
export function platformMark(code: string, name: string): HTMLElement {
  const brand = BRAND_MARKS[code];
  const monogram = MONOGRAMS[code] ?? { color: '#4b5563', text: name.trim().charAt(0).toUpperCase() || '?' };
  const color = brand?.color ?? monogram.color;
  const ink = inkOn(color);
  const badge = h('span', { class: `mark${brand ? ' mark-brand' : ''}`, 'aria-hidden': 'true', 'data-mark': brand ? 'brand' : 'monogram' });
  badge.style.background = color;
  badge.style.color = ink;
  if (brand) badge.append(brandSvg(brand.path, ink));
  else badge.append(h('span', { class: `mark-text len-${Math.min(monogram.text.length, 6)}` }, monogram.text));
  return badge;
}
