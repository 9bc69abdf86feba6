import { shownPlatforms } from './widget-platforms';

const platforms = [
  { code: 'uber' as const, name: 'Uber', countries: ['mx', 'co'] as ('mx' | 'co' | 'br')[] },
  { code: 'ifood' as const, name: 'iFood', countries: ['br'] as ('mx' | 'co' | 'br')[] },
  { code: 'imss' as const, name: 'IMSS', countries: ['mx'] as ('mx' | 'co' | 'br')[] },
];

describe('shownPlatforms', () => {
  it('keeps the platforms offered in one of the widget countries, by name and in order, and counts the others', () => {
    expect(shownPlatforms({ platforms: ['imss', 'ifood', 'uber'], countries: ['mx'] }, platforms)).toEqual({ names: ['IMSS', 'Uber'], hidden: 1 });
    expect(shownPlatforms({ platforms: ['ifood', 'uber'], countries: ['co', 'br'] }, platforms)).toEqual({ names: ['iFood', 'Uber'], hidden: 0 });
  });

  it('hides a platform the list does not know, and shows the codes until the list is read', () => {
    expect(shownPlatforms({ platforms: ['cabify', 'uber'], countries: ['mx'] }, platforms)).toEqual({ names: ['Uber'], hidden: 1 });
    expect(shownPlatforms({ platforms: ['cabify', 'uber'], countries: ['mx'] }, null)).toEqual({ names: ['cabify', 'uber'], hidden: 0 });
  });
});
