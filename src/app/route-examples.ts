import { paths, type AppPath } from '../config/paths';
import type { RouteDef } from '../lib/router/route-def';

/**
 * Each route's demo example: the query after its hash path that loads the demo's fixtures (src/demo/fixtures)
 * in each market. Products 7/12/15; loan orders MX2405xxxx / IN2405xxxx (a complaint's order is a loan
 * order); complaints MX1001.. / IN1001..; landing templates 1 and 2; voucher pay codes per market (OXXO /
 * UPI).
 *
 * Kept beside the route table rather than in it: only the tests and the bench read it, so the
 * production bundle does not carry it (the route table is on every first load). A route with no entry reads
 * no query.
 */
export interface RouteExample {
  /** Mexico's (`type=2`, Spanish). */
  mx: string;
  /** India's (`type=1`, English or Hindi), where its demo ids differ; else Mexico's. */
  in?: string;
}

const LOAN = { mx: 'productId=7&orderId=MX24050007', in: 'productId=7&orderId=IN24050007' };
const CONTRACT = { mx: 'orderNo=MX24050007', in: 'orderNo=IN24050007' };
const LANDING = { mx: 'id=1&app_from=ad&user_from=fb&utm_tag=spring' };

export const routeExamples: Partial<Record<AppPath, RouteExample>> = {
  [paths.confirmLoan]: { mx: 'productId=7' },
  [paths.loanDetails]: LOAN,
  [paths.repay]: LOAN,
  [paths.repayDelay]: LOAN,
  // The amount the demo's main loan has due (its repay page's): a reference that pays what is due.
  [paths.repayInstructions]: {
    mx: 'productId=7&orderId=MX24050007&amount=335117&payCode=OXXO&requestType=1',
    in: 'productId=7&orderId=IN24050007&amount=669297&payCode=UPI&requestType=1',
  },
  [paths.dragonpayInstructions]: { mx: 'amount=150000&payCode=DP&vCode=DP-4471-0098' },
  [paths.loanAgreement]: CONTRACT,
  [paths.loanAgreementPeriods]: CONTRACT,
  [paths.loanStatement]: LOAN,
  [paths.bindCard]: { mx: 'productId=7' },
  [paths.product]: { mx: 'productId=7' },
  [paths.complaint]: { mx: 'orderId=MX24050007', in: 'orderId=IN24050007' },
  [paths.complaintForm]: {
    mx: 'problemType=2&orderNo=MX24050007&orderId=MX24050007',
    in: 'problemType=2&orderNo=IN24050007&orderId=IN24050007',
  },
  [paths.complaintDetails]: { mx: 'problemId=MX1002', in: 'problemId=IN1002' },
  [paths.cardRepay]: { mx: 'orderId=MX24050007&amount=335117', in: 'orderId=IN24050007&amount=669297' },
  [paths.agreementTemplate]: LANDING,
  [paths.downloadTemplate]: LANDING,
};

/** The example query of a route in a market ('' when it reads none). */
export function exampleQuery(path: string, market: keyof RouteExample = 'mx'): string {
  const example = routeExamples[path as AppPath];
  return (market === 'in' ? (example?.in ?? example?.mx) : example?.mx) ?? '';
}

/** The hash location of a route with its example (`/repay?productId=7&orderId=MX24050007`). */
export function exampleLocation(def: Pick<RouteDef, 'path'>, market: keyof RouteExample = 'mx'): string {
  const query = exampleQuery(def.path, market);
  return query ? `${def.path}?${query}` : def.path;
}
