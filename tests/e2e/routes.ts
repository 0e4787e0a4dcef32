import { paths } from '../../src/config/paths';

/** Every route with demo query values that make it load real data. */
export const ROUTES: { path: string; query: string; data: boolean }[] = [
  { path: paths.home, query: '', data: false },
  { path: paths.officialAbout, query: '', data: false },
  { path: paths.officialUser, query: '', data: false },
  { path: paths.officialContact, query: '', data: false },
  { path: paths.officialPolicy, query: '', data: false },
  { path: paths.officialLoan, query: '', data: false },
  { path: paths.confirmLoan, query: 'productId=7', data: true },
  { path: paths.loanDetails, query: 'productId=7&orderId=1001', data: true },
  { path: paths.order, query: '', data: true },
  { path: paths.jointLoginError, query: '', data: false },
  { path: paths.repay, query: 'productId=7&orderId=1001', data: true },
  { path: paths.repayDelay, query: 'productId=7&orderId=1001', data: true },
  { path: paths.repayInstructions, query: 'productId=7&orderId=1001&amount=150000&payCode=OXXO&requestType=1', data: true },
  { path: paths.dragonpayInstructions, query: 'amount=150000&payCode=DP&vCode=DP-4471-0098', data: false },
  { path: paths.customerService, query: '', data: true },
  { path: paths.aboutUs, query: '', data: false },
  { path: paths.loanAgreement, query: 'orderNo=ORD-1001', data: true },
  { path: paths.loanAgreementPeriods, query: 'orderNo=ORD-1001', data: true },
  { path: paths.privacyPolicy, query: '', data: false },
  { path: paths.loanTerms, query: '', data: false },
  { path: paths.bindCard, query: 'productId=7', data: false },
  { path: paths.product, query: 'productId=7', data: true },
  { path: paths.recommendList, query: '', data: true },
  { path: paths.complaint, query: 'orderId=1001', data: true },
  { path: paths.complaintForm, query: 'problemType=2&orderNo=ORD-1001', data: false },
  { path: paths.complaintList, query: '', data: true },
  { path: paths.complaintDetails, query: 'problemId=1', data: true },
  { path: paths.cardRepay, query: 'orderId=1001&amount=150000', data: true },
  { path: paths.agreementTemplate, query: 'id=1&app_from=ad&user_from=fb&utm_tag=spring', data: true },
  { path: paths.downloadTemplate, query: 'id=1&app_from=ad&user_from=fb&utm_tag=spring', data: false },
  { path: paths.testPreview, query: '', data: false },
];

export const routeUrl = (route: { path: string; query: string }) => (route.query ? `${route.path}?${route.query}` : route.path);
