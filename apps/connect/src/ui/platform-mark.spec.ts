import { contrastRatio } from '../theme/color.contrast';
import { BRAND_MARKS } from './platform-brand-marks';
import { inkOn, MONOGRAMS, platformMarkSvg } from './platform-mark';

const REGISTRY = ['uber', 'uber_eats', 'didi', 'didi_food', 'rappi', 'cabify', 'indriver', 'beat', 'cornershop', 'ifood', 'imss', 'issste'];

describe('platform marks', () => {
  it('writes each monogram in the ink that reads on its colour at 4.5:1 or better', () => {
    for (const [code, { color }] of Object.entries(MONOGRAMS)) {
      expect([code, contrastRatio(color, inkOn(color)) >= 4.5]).toEqual([code, true]);
    }
  });

  it('has a brand mark or a monogram for every platform of the registry, never both', () => {
    for (const code of REGISTRY) expect([code, Number(code in BRAND_MARKS) + Number(code in MONOGRAMS)]).toEqual([code, 1]);
  });

  it('draws every mark the same way: a whole SVG, a rounded square in the platform colour, nothing fetched', () => {
    for (const code of REGISTRY) {
      const svg = platformMarkSvg(code, code);
      const color = BRAND_MARKS[code]?.color ?? MONOGRAMS[code].color;
      expect([code, svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="' + color + '"/>'),
        /href|url\(|<script|<image/i.test(svg)]).toEqual([code, true, false]);
    }
    expect(platformMarkSvg('imss', 'IMSS')).toContain('>IMSS</text><rect x="15" y="35" width="18" height="4" rx="2" fill="#c8a96b"/>');
  });

  it('gives an unknown platform its escaped initial on grey', () => {
    expect(platformMarkSvg('newco', '<b>ack')).toContain('fill="#4b5563"/><text');
    expect(platformMarkSvg('newco', '<b>ack')).toContain('>&#60;</text>');
  });
});
