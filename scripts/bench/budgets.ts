import { readFileSync } from 'node:fs';
import { paths } from '../../src/config/paths';
import { routeTable } from '../../src/app/route-table';
import { findRouteDef } from '../../src/lib/router/route-def';
import type { Pass } from './lighthouse-runner';

/**
 * The targets, as ratios to the floor page measured in the same run and pass (one machine is noisy; a ratio
 * in one run is not), plus what every route must hold. The owner's packages alone are ~121 KB, so absolute
 * KB budgets below that could never hold; first-load JS is held to its recorded figure instead
 * (bench/first-load.json, the same file the first-load guard in `npm test` reads).
 */
export interface Budget {
  group: 'static' | 'data' | 'landing' | 'developer';
  /** Route LCP divided by the floor page's LCP, same run, per pass. */
  maxLcpRatio: Record<Pass, number>;
}

export const EVERY_ROUTE = {
  /** Lighthouse performance score, 0–100, simulated pass (what Lighthouse users see). */
  minPerf: 97,
  /** Simulated pass. */
  maxTbtMs: 150,
  /** Both passes: only the applied pass sees a late answer move the page. */
  maxCls: 0.02,
  /** Simulated pass. */
  maxRequestsBeforeLcp: 12,
  /** First-load JS may not pass its recorded figure by more than this (KB gzip). */
  jsToleranceKb: 2,
};

/**
 * With real throttling, static pages and the ad landing paint from the HTML made at build time, before
 * the framework the floor page needs for its first paint; a data page's first call leaves with the HTML,
 * beside its code, so it paints no later than the floor paints a page with no data. Simulated, no route
 * may be worse than the start-up work left it.
 */
const STATIC: Budget = { group: 'static', maxLcpRatio: { simulated: 1.3, applied: 0.75 } };
const DATA: Budget = { group: 'data', maxLcpRatio: { simulated: 1.4, applied: 1.0 } };
const LANDING: Budget = { group: 'landing', maxLcpRatio: { simulated: 1.4, applied: 0.75 } };
/**
 * `/testPreview`, the developer page, renders the session values of its URL and the phone's storage: by
 * the prerender rule (RouteDef.prerender) it is not prerendered, so React paints it, and its targets are a
 * data route's.
 */
const DEVELOPER: Budget = { group: 'developer', maxLcpRatio: { simulated: 1.4, applied: 1.0 } };

/**
 * The static pages: the official site, the legal texts, the test preview, the download page, and
 * the two plain loan pages. All but the download page (it reads its template) never call the backend.
 */
export const STATIC_PAGES: readonly string[] = [
  paths.home,
  paths.officialAbout,
  paths.officialUser,
  paths.officialContact,
  paths.officialPolicy,
  paths.officialLoan,
  paths.privacyPolicy,
  paths.loanTerms,
  paths.testPreview,
  paths.downloadTemplate,
  paths.aboutUs,
  paths.jointLoginError,
];

/** Every other registered route loads or sends data (the landing has its own target). */
export function budgetFor(route: string): Budget | undefined {
  if (!findRouteDef(routeTable, route)) return undefined;
  if (route === paths.agreementTemplate) return LANDING;
  if (route === paths.testPreview) return DEVELOPER;
  return STATIC_PAGES.includes(route) ? STATIC : DATA;
}

const recorded = JSON.parse(readFileSync('bench/first-load.json', 'utf8')) as {
  routes: Record<string, number>;
};

/** The route's recorded first-load JS, KB gzip. */
export function recordedJsKb(route: string): number | undefined {
  return recorded.routes[route];
}
