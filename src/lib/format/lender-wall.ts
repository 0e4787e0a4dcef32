import type { Market } from '@/lib/session/market';
import { sessionStore } from '@/lib/session/session-store';
import { lenderZone, pad, readMoment, specText, wallOf, type DateInput } from './date-text';

/**
 * Readings on the lender's wall clock for the arithmetic of calendar days, a `datetime-local` field and the
 * demo's times (contract §4, the lender's zone), beside date-text.ts's formatters. Only the loan and
 * repayment pages use them, so they stay off the static pages' first load, where the formatters are.
 */

/**
 * A moment as `YYYY-MM-DDTHH:mm` on the lender's wall (a `datetime-local` field's value), and back: the
 * borrower types the time as the lender's pages show times, in the lender's zone.
 */
export function toLenderWallInput(ms: number, market: Market): string {
  const wall = wallOf({ kind: 'instant', ms }, lenderZone(market));
  return `${specText(wall, false)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The moment a `YYYY-MM-DDTHH:mm` reading on the lender's wall stands for; undefined if it is none. */
export function fromLenderWallInput(text: string, market: Market): number | undefined {
  const moment = readMoment(text);
  if (!moment || moment.kind !== 'wall' || !moment.hasTime) return undefined;
  const zone = lenderZone(market);
  const { year, month, day, hour, minute } = moment.wall;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment, found from what its wall shows; a second pass settles a change of
  // offset between the two (neither market has one today; a lender's zone might).
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = wallOf({ kind: 'instant', ms: guess }, zone);
    const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - guess;
    guess = asUtc - offset;
  }
  return guess;
}

/**
 * A server value as the lender's wall reads it, `YYYY-MM-DDTHH:mm:ss` (a moment in the lender's zone; a
 * reading without a zone as it reads), for the arithmetic of calendar days; null when it is not a date.
 */
export function lenderWallText(value: DateInput, market?: Market): string | null {
  const moment = readMoment(value);
  if (!moment) return null;
  const wall = wallOf(moment, lenderZone(market ?? sessionStore.getState().type));
  return `${specText(wall, false)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/**
 * The moment a server value stands for, in milliseconds: a reading without a zone is the lender's local
 * time (a bare date, the start of that day). Undefined when it is not a date.
 */
export function serverMoment(value: DateInput, market?: Market): number | undefined {
  const moment = readMoment(value);
  if (!moment) return undefined;
  if (moment.kind === 'instant') return moment.ms;
  const { year, month, day, hour, minute, second } = moment.wall;
  const start = fromLenderWallInput(
    `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`,
    market ?? sessionStore.getState().type,
  );
  return start === undefined ? undefined : start + second * 1000;
}

/**
 * A moment as the lender writes it with its offset (`2026-11-29T01:20:00+05:30`): how a server sends a
 * time (contract §11), so that no zone can misread it.
 */
export function lenderTimeWithOffset(ms: number, market: Market): string {
  const wall = wallOf({ kind: 'instant', ms }, lenderZone(market));
  const minutes = Math.round(
    (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) -
      Math.floor(ms / 1000) * 1000) /
      60_000,
  );
  const sign = minutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
  return `${specText(wall, false)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offset}`;
}
