import { contrastRatio, readableOnWhite, themeFor } from './color.contrast';

describe('theme colours', () => {
  it.each(['#1a56db', '#ffd400', '#00c2a8', '#ffffff', '#000000', '#7c3aed', 'bogus'])('keeps %s readable', (color) => {
    const theme = themeFor(color);
    expect(contrastRatio(theme.primary, theme.onPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.primaryText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves dark brand colours as they are', () => {
    expect(readableOnWhite('#1a56db')).toBe('#1a56db');
    expect(themeFor('#1a56db')).toEqual({ primary: '#1a56db', onPrimary: '#ffffff', primaryText: '#1a56db' });
  });
});
