import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './timeOfDay';

describe('calendar days', () => {
  it.each([
    ['2026-02-27', 2, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('%s plus %i days is %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(n);
  });
});
