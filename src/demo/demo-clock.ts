/**
 * The demo server's now. The real clock, except where a browser test fixes the hour it plays at (the
 * scenario flag `clock`, an ISO time such as `2026-11-28T19:00:00Z`): the loopback server
 * (scripts/demo-server.ts) keeps that moment for each request it answers, so that tests running beside
 * each other on one server each keep their own hour.
 */
let source: () => number | undefined = () => undefined;

/** Where the demo reads a request's fixed moment from (the loopback server's per-request store). */
export function setDemoClockSource(read: () => number | undefined): void {
  source = read;
}

/** The moment the demo answers at, in milliseconds. */
export const demoNow = (): number => source() ?? Date.now();

/** The moment a scenario's `clock` flag names, else undefined. */
export function scenarioClock(flags: Record<string, string>): number | undefined {
  const ms = Date.parse(flags.clock ?? '');
  return Number.isFinite(ms) ? ms : undefined;
}
