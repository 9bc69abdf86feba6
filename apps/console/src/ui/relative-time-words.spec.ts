import { relativeTime } from './relative-time-words';

const now = new Date('2026-12-02T12:00:00Z');

describe('relativeTime', () => {
  it.each([
    ['2026-12-02T11:59:30Z', 'just now'],
    ['2026-12-02T11:55:00Z', '5 min ago'],
    ['2026-12-02T09:00:00Z', '3 h ago'],
    ['2026-12-01T11:00:00Z', '1 day ago'],
    ['2026-11-25T12:00:00Z', '7 days ago'],
    ['2026-12-02T16:30:00Z', 'in 4 h'],
    ['2026-12-04T13:00:00Z', 'in 2 days'],
    ['2026-10-01T08:00:00Z', '2026-10-01'],
    ['not a time', 'not a time'],
  ])('%s reads "%s"', (iso, words) => expect(relativeTime(iso, now)).toBe(words));
});
