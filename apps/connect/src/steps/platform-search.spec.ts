import { matchesQuery } from './platform-search';

describe('matchesQuery (the platform search)', () => {
  const uberEats = { code: 'uber_eats', name: 'Uber Eats' };
  const indrive = { code: 'indriver', name: 'inDrive' };

  /** The name or the code, ignoring case, accents and spaces; not what is in neither; an empty query matches everything. */
  it.each([
    { platform: uberEats, query: 'EATS', matches: true },
    { platform: uberEats, query: 'ubereats', matches: true },
    { platform: uberEats, query: 'uber_eats', matches: true },
    { platform: indrive, query: 'índrive', matches: true },
    { platform: indrive, query: 'indriver', matches: true },
    { platform: uberEats, query: 'didi', matches: false },
    { platform: indrive, query: 'eats', matches: false },
    { platform: uberEats, query: '   ', matches: true },
  ])('"$query" on $platform.name: $matches', ({ platform, query, matches }) => {
    expect(matchesQuery(platform, query)).toBe(matches);
  });
});
