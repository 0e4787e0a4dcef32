import { paths } from '../../src/config/paths';
import { exampleLocation } from '../../src/app/route-examples';
import { routeTable } from '../../src/app/route-table';

/** Session values put before the `#`, as the native host does (contract §2). */
export const SESSION_QUERY =
  'deviceId=bench-device&sessionId=s-1&userId=u-1&clientType=android&appVersion=1.0.0';

/** A path no route matches: what it loads is the shell every route loads before its own code. */
export const NOT_FOUND_PATH = '/__bench-not-found__';

/** A page to measure: a route, in Spanish (the default) or in English with ₹ (`type=1`). */
export interface BenchTarget {
  route: string;
  english: boolean;
}

export const targetName = ({ route, english }: BenchTarget) => (english ? `${route} (en)` : route);

/** `npm run bench` without --all or --routes: one page of each kind, the landing and a data route in English. */
const QUICK: string[] = [
  paths.home,
  paths.privacyPolicy,
  paths.testPreview,
  paths.downloadTemplate,
  paths.agreementTemplate,
  paths.confirmLoan,
  paths.repay,
  paths.complaint,
];

/**
 * `--all`: every registered route (the route table) in Spanish, and the data routes and the landing in
 * English too.
 */
export function benchTargets(all: boolean, routes?: string[]): BenchTarget[] {
  const spanish = routes ?? (all ? routeTable.map((def) => def.path) : QUICK);
  const english = routes
    ? []
    : routeTable
        .filter((def) => def.data && def.path !== paths.downloadTemplate && (all || QUICK.includes(def.path)))
        .map((def) => def.path);
  return [
    ...spanish.map((route) => ({ route, english: false })),
    ...english.map((route) => ({ route, english: true })),
  ];
}

/**
 * The page URL for a route on a server, with the session before the `#` and, after it, the route's demo
 * example in its market (src/app/route-examples.ts).
 */
export function routeUrl(origin: string, route: string, english = false): string {
  const location = exampleLocation({ path: route }, english ? 'in' : 'mx');
  return `${origin}/?${SESSION_QUERY}${english ? '&type=1' : ''}#${location}`;
}
