import { matchesQuery } from './platform-search';

describe('matchesQuery (the platform search)', () => {
  const uberEats = { code: 'uber_eats', name: 'Uber Eats' };
  const indrive = { code: 'indriver', name: 'inDrive' };

  it('matches the name or the code, ignoring case, accents and spaces', () => {
    expect(matchesQuery(uberEats, 'EATS')).toBe(true);
    expect(matchesQuery(uberEats, 'ubereats')).toBe(true);
    expect(matchesQuery(uberEats, 'uber_eats')).toBe(true);
    expect(matchesQuery(indrive, 'índrive')).toBe(true);
    expect(matchesQuery(indrive, 'indriver')).toBe(true);
  });

  it('refuses what is in neither, and an empty query matches everything', () => {
    expect(matchesQuery(uberEats, 'didi')).toBe(false);
    expect(matchesQuery(indrive, 'eats')).toBe(false);
    expect(matchesQuery(uberEats, '   ')).toBe(true);
  });
});
