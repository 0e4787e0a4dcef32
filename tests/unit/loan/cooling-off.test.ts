import { Market } from '@/lib/session';
import {
  coolingOffDays,
  coolingOffWindow,
  daysBetween,
  rbiMinimumDays,
} from '@/features/loan/model/cooling-off';

/** RBI Digital Lending Directions — at least 1 day under a 7-day tenor, at least 3 days from 7. */
describe('the cooling-off day rule (India)', () => {
  it.each([
    [1, 1],
    [6, 1],
    [7, 3],
    [8, 3],
    [91, 3],
  ])('tenor %i days → at least %i day(s)', (tenor, days) => {
    expect(rbiMinimumDays(tenor)).toBe(days);
    expect(coolingOffDays(Market.india, tenor, 0)).toBe(days);
  });

  it('a lender may grant more than the minimum, never less', () => {
    expect(coolingOffDays(Market.india, 6, 5)).toBe(5);
    expect(coolingOffDays(Market.india, 7, 10)).toBe(10);
    // A configured value under the minimum changes nothing.
    expect(coolingOffDays(Market.india, 7, 1)).toBe(3);
    expect(coolingOffDays(Market.india, 8, 2)).toBe(3);
    expect(coolingOffDays(Market.india, 6, 0)).toBe(1);
  });

  it('with an unknown tenor shows only a configured period that meets the larger minimum', () => {
    expect(coolingOffDays(Market.india, null, 0)).toBeNull();
    expect(coolingOffDays(Market.india, null, 2)).toBeNull();
    expect(coolingOffDays(Market.india, null, 3)).toBe(3);
    expect(coolingOffDays(Market.india, 0, 0)).toBeNull();
    expect(coolingOffDays(Market.india, Number.NaN, 0)).toBeNull();
  });

  it('Mexico shows none unless configured, then the configured days whatever the tenor', () => {
    expect(coolingOffDays(Market.mexico, 14, 0)).toBeNull();
    expect(coolingOffDays(Market.mexico, 6, 0)).toBeNull();
    expect(coolingOffDays(Market.mexico, 14, 10)).toBe(10);
    expect(coolingOffDays(Market.mexico, 3, 2)).toBe(2);
  });

  it('reads the configuration from the environment by default (none set: the minimum, and none in Mexico)', () => {
    expect(coolingOffDays(Market.india, 6)).toBe(1);
    expect(coolingOffDays(Market.india, 7)).toBe(3);
    expect(coolingOffDays(Market.mexico, 14)).toBeNull();
  });
});

describe('while the period runs', () => {
  // Times of the session's lender (Mexico City, UTC−6): its days, never the phone's.
  const at = (date: string, time = '10:15:00') => Date.parse(`${date}T${time}-06:00`);

  it('counts the days left from the disbursal day to the end of its last day', () => {
    expect(coolingOffWindow('2026-05-10', 3, at('2026-05-10'))).toEqual({
      lastDay: '2026-05-13',
      daysLeft: 3,
    });
    expect(coolingOffWindow('2026-05-10 18:40:00', 3, at('2026-05-11'))).toEqual({
      lastDay: '2026-05-13',
      daysLeft: 2,
    });
  });

  it('a period ending today still runs, with 0 days left', () => {
    expect(coolingOffWindow('2026-05-10', 3, at('2026-05-13'))).toEqual({
      lastDay: '2026-05-13',
      daysLeft: 0,
    });
    // The last minute of the last day.
    expect(coolingOffWindow('2026-05-12', 1, at('2026-05-13', '23:59:59'))).toEqual({
      lastDay: '2026-05-13',
      daysLeft: 0,
    });
  });

  it('is over the day after, and not yet running before the disbursal day', () => {
    expect(coolingOffWindow('2026-05-10', 3, at('2026-05-14'))).toBeNull();
    expect(coolingOffWindow('2026-05-12', 1, at('2026-05-14', '00:00:00'))).toBeNull();
    expect(coolingOffWindow('2026-05-10', 3, at('2026-05-09'))).toBeNull();
  });

  it('needs a disbursal date and a period', () => {
    expect(coolingOffWindow(undefined, 3, at('2026-05-10'))).toBeNull();
    expect(coolingOffWindow('not a date', 3, at('2026-05-10'))).toBeNull();
    expect(coolingOffWindow('2026-05-10', 0, at('2026-05-10'))).toBeNull();
  });

  it('accepts the server date forms (unix seconds and milliseconds)', () => {
    const seconds = Math.floor(at('2026-05-10', '09:00:00') / 1000);
    expect(coolingOffWindow(seconds, 3, at('2026-05-12'))?.daysLeft).toBe(1);
    expect(coolingOffWindow(seconds * 1000, 3, at('2026-05-12'))?.daysLeft).toBe(1);
  });

  it('tenor in whole calendar days', () => {
    expect(daysBetween('2026-05-10 23:00:00', '2026-05-16')).toBe(6);
    expect(daysBetween('2026-05-10', '2026-05-17')).toBe(7);
    expect(daysBetween('2026-05-10', undefined)).toBeNull();
  });
});
