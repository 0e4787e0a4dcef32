import { exampleQuery } from '../../src/app/route-examples';
import { routeTable } from '../../src/app/route-table';
import { paths } from '../../src/config/paths';

/** A page's language, and with it its market: Spanish is Mexico's; English and Hindi are India's. */
export type Locale = 'es' | 'en' | 'hi';

export interface RouteEntry {
  path: string;
  /** Query (after the hash route) that loads real demo data in the Mexican market (type absent). */
  query: string;
  /** The same for the Indian market (`type=1`) where its demo ids differ; defaults to `query`. */
  queryEn?: string;
  /** The route calls the backend. */
  data: boolean;
  /** It calls the backend only when the borrower acts (a submit), not to paint the page. */
  callsOnAction?: true;
  /** It shows images the server names (a lender's logo, a barcode, a banner, the captcha). */
  images?: true;
}

/** Routes that call the backend only when the borrower acts: they have no data module. */
const CALLS_ON_ACTION = new Set<string>([paths.bindCard, paths.complaintForm]);
/** Routes that show images the server names. */
const IMAGES = new Set<string>([
  paths.confirmLoan,
  paths.loanDetails,
  paths.order,
  paths.repay,
  paths.repayDelay,
  paths.repayInstructions,
  paths.product,
  paths.recommendList,
  paths.complaint,
  paths.complaintDetails,
  paths.agreementTemplate,
  paths.downloadTemplate,
]);

/**
 * Every route of the route table (src/app/route-table.ts), in its order, with the demo example that makes it
 * load real data (src/app/route-examples.ts): no path or id is written here.
 */
export const ROUTES: RouteEntry[] = routeTable.map((def) => {
  const query = exampleQuery(def.path, 'mx');
  const queryIn = exampleQuery(def.path, 'in');
  return {
    path: def.path,
    query,
    ...(queryIn !== query ? { queryEn: queryIn } : {}),
    data: def.data !== undefined || CALLS_ON_ACTION.has(def.path),
    ...(CALLS_ON_ACTION.has(def.path) ? { callsOnAction: true as const } : {}),
    ...(IMAGES.has(def.path) ? { images: true as const } : {}),
  };
});

/** The hash location of a route (`/repay?productId=7&...`), with the demo ids of the locale's market. */
export const routeUrl = (route: { path: string; query: string; queryEn?: string }, locale: Locale = 'es') => {
  const query = locale === 'es' ? route.query : (route.queryEn ?? route.query);
  return query ? `${route.path}?${query}` : route.path;
};

const MARKET_QUERY: Record<Locale, string> = {
  es: '?type=2',
  en: '?type=1',
  hi: '?type=1&language=hi',
};

/**
 * A full page URL: its market before the hash (`type=2` Spanish, `type=1` English, India's default;
 * `type=1&language=hi` Hindi). Always stated: the tab keeps the session (contract §2), so a URL without a
 * market after an English page would stay English.
 */
export const pageUrl = (route: { path: string; query: string; queryEn?: string }, locale: Locale = 'es') =>
  `/${MARKET_QUERY[locale]}#${routeUrl(route, locale)}`;
