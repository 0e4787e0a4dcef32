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

/**
 * Every route with demo query values that make it load real data (see src/demo/fixtures):
 * products 7/12/15; loan orders MX2405xxxx / IN2405xxxx; complaint orders are the loan orders;
 * complaints MX1001.. / IN1001..; landing templates 1 and 2; voucher pay codes per market (OXXO / UPI).
 */
export const ROUTES: RouteEntry[] = [
  { path: paths.home, query: '', data: false },
  { path: paths.officialAbout, query: '', data: false },
  { path: paths.officialUser, query: '', data: false },
  { path: paths.officialContact, query: '', data: false },
  { path: paths.officialPolicy, query: '', data: false },
  { path: paths.officialLoan, query: '', data: false },
  { path: paths.confirmLoan, query: 'productId=7', data: true, images: true },
  {
    path: paths.loanDetails,
    query: 'productId=7&orderId=MX24050007',
    queryEn: 'productId=7&orderId=IN24050007',
    data: true,
    images: true,
  },
  { path: paths.order, query: '', data: true, images: true },
  { path: paths.jointLoginError, query: '', data: false },
  {
    path: paths.repay,
    query: 'productId=7&orderId=MX24050007',
    queryEn: 'productId=7&orderId=IN24050007',
    data: true,
    images: true,
  },
  {
    path: paths.repayDelay,
    query: 'productId=7&orderId=MX24050007',
    queryEn: 'productId=7&orderId=IN24050007',
    data: true,
    images: true,
  },
  {
    path: paths.repayInstructions,
    query: 'productId=7&orderId=MX24050007&amount=345000&payCode=OXXO&requestType=1',
    queryEn: 'productId=7&orderId=IN24050007&amount=560000&payCode=UPI&requestType=1',
    data: true,
    images: true,
  },
  { path: paths.dragonpayInstructions, query: 'amount=150000&payCode=DP&vCode=DP-4471-0098', data: false },
  { path: paths.customerService, query: '', data: true },
  { path: paths.aboutUs, query: '', data: false },
  { path: paths.loanAgreement, query: 'orderNo=MX24050007', queryEn: 'orderNo=IN24050007', data: true },
  {
    path: paths.loanAgreementPeriods,
    query: 'orderNo=MX24050007',
    queryEn: 'orderNo=IN24050007',
    data: true,
  },
  {
    path: paths.loanStatement,
    query: 'productId=7&orderId=MX24050007',
    queryEn: 'productId=7&orderId=IN24050007',
    data: true,
  },
  { path: paths.privacyPolicy, query: '', data: false },
  { path: paths.loanTerms, query: '', data: false },
  { path: paths.bindCard, query: 'productId=7', data: true, callsOnAction: true },
  { path: paths.product, query: 'productId=7', data: true, images: true },
  { path: paths.recommendList, query: '', data: true, images: true },
  {
    path: paths.complaint,
    query: 'orderId=MX24050007',
    queryEn: 'orderId=IN24050007',
    data: true,
    images: true,
  },
  {
    path: paths.complaintForm,
    query: 'problemType=2&orderNo=MX24050007&orderId=MX24050007',
    queryEn: 'problemType=2&orderNo=IN24050007&orderId=IN24050007',
    data: true,
    callsOnAction: true,
  },
  { path: paths.complaintList, query: '', data: true },
  {
    path: paths.complaintDetails,
    query: 'problemId=MX1002',
    queryEn: 'problemId=IN1002',
    data: true,
    images: true,
  },
  {
    path: paths.cardRepay,
    query: 'orderId=MX24050007&amount=345000',
    queryEn: 'orderId=IN24050007&amount=560000',
    data: true,
  },
  {
    path: paths.agreementTemplate,
    query: 'id=1&app_from=ad&user_from=fb&utm_tag=spring',
    data: true,
    images: true,
  },
  {
    path: paths.downloadTemplate,
    query: 'id=1&app_from=ad&user_from=fb&utm_tag=spring',
    data: true,
    images: true,
  },
  { path: paths.testPreview, query: '', data: false },
];

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
