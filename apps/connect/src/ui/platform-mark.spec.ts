import { contrastRatio } from '../theme/color.contrast';
import { BRAND_MARKS } from './platform-brand-marks';
import { inkOn, MONOGRAMS } from './platform-mark';

describe('platform marks', () => {
  it('writes each monogram in the ink that reads on its colour at 4.5:1 or better', () => {
    for (const [code, { color }] of Object.entries(MONOGRAMS)) {
      expect([code, contrastRatio(color, inkOn(color)) >= 4.5]).toEqual([code, true]);
    }
  });

  it('has a brand mark or a monogram for every platform of the registry, never both', () => {
    const registry = ['uber', 'uber_eats', 'didi', 'didi_food', 'rappi', 'cabify', 'indriver', 'beat', 'cornershop', 'ifood', 'imss', 'issste'];
    for (const code of registry) expect([code, Number(code in BRAND_MARKS) + Number(code in MONOGRAMS)]).toEqual([code, 1]);
  });
});
