import { paths } from '../../src/config/paths';
import { routeTable } from '../../src/app/route-table';

/** Session values put before the `#`, as the native host does (contract §2). */
export const SESSION_QUERY =
  'deviceId=bench-device&sessionId=s-1&userId=u-1&clientType=android&appVersion=1.0.0';

/** A path no route matches: what it loads is the shell every route loads before its own code. */
export const NOT_FOUND_PATH = '/__bench-not-found__';

/** Demo query values for routes that read them (contract §1). */
const DEMO_QUERY: Record<string, string> = {
  [paths.confirmLoan]: 'productId=7',
  [paths.loanDetails]: 'productId=7&orderId=1001',
  [paths.repay]: 'productId=7&orderId=1001',
  [paths.repayDelay]: 'productId=7&orderId=1001',
  [paths.repayInstructions]: 'productId=7&orderId=1001&amount=150000&payCode=OXXO&requestType=1',
  [paths.dragonpayInstructions]: 'amount=150000&payCode=OXXO&vCode=V-1',
  [paths.loanAgreement]: 'orderNo=ORD-1',
  [paths.loanAgreementPeriods]: 'orderNo=ORD-1',
  [paths.loanStatement]: 'productId=7&orderId=1001',
  [paths.bindCard]: 'productId=7',
  [paths.product]: 'productId=7',
  [paths.complaint]: 'orderId=1001',
  [paths.complaintForm]: 'problemType=1&problemSonType=1&orderNo=ORD-1',
  [paths.complaintDetails]: 'problemId=1',
  [paths.cardRepay]: 'orderId=1001&amount=150000',
  [paths.agreementTemplate]: 'id=1',
  [paths.downloadTemplate]: 'id=1',
};

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

/** The page URL for a route on a server, with the session before the `#` and the route's query after it. */
export function routeUrl(origin: string, route: string, english = false): string {
  const query = DEMO_QUERY[route];
  return `${origin}/?${SESSION_QUERY}${english ? '&type=1' : ''}#${route}${query ? `?${query}` : ''}`;
}
