import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';

// Each page fetches only its own texts.
const ns = ['loan'];
const confirmNs = ['loan-confirm'];
const detailsNs = ['loan-details'];
const productsNs = ['loan-products'];
const bindCardNs = ['loan-bind-card'];
// The agreement's summary box (the statement) loads its own texts with its lazy chunk, below the note.
const agreementNs = ['loan-agreement'];
const statementNs = ['loan-statement'];

// The agreement's annex (the summary box) comes after the note has painted, below it, with its texts.
const agreementAnnex = [{ module: 'loan/components/statement-view', namespaces: statementNs }];

export const loanRoutes: RouteDef[] = [
  {
    path: paths.customerService,
    page: 'loan/routes/customer-service',
    data: 'loan/routes/customer-service.data',
    firstCalls: ['customerContact'],
    namespaces: ns,
  },
  {
    path: paths.confirmLoan,
    page: 'loan/routes/confirm-loan',
    data: 'loan/routes/confirm-loan.data',
    firstCalls: ['loanConfirm'],
    // The check that every item of the statement is the loan's own, once the page has painted
    // (use-statement-check.ts).
    afterFirstPaint: [{ module: 'loan/model/statement-gaps', namespaces: [] }],
    namespaces: confirmNs,
  },
  {
    path: paths.loanDetails,
    page: 'loan/routes/loan-details',
    data: 'loan/routes/loan-details.data',
    firstCalls: ['loanDetails'],
    namespaces: detailsNs,
  },
  {
    path: paths.order,
    page: 'loan/routes/order-list',
    data: 'loan/routes/order-list.data',
    firstCalls: ['orderList'],
    namespaces: productsNs,
  },
  { path: paths.bindCard, page: 'loan/routes/bind-card', namespaces: bindCardNs },
  {
    path: paths.product,
    page: 'loan/routes/product',
    data: 'loan/routes/product.data',
    firstCalls: ['product'],
    namespaces: productsNs,
  },
  {
    path: paths.recommendList,
    page: 'loan/routes/recommend-list',
    data: 'loan/routes/recommend-list.data',
    firstCalls: ['recommendList'],
    namespaces: productsNs,
  },
  { path: paths.aboutUs, page: 'loan/routes/about-us', namespaces: ns, prerender: true },
  { path: paths.jointLoginError, page: 'loan/routes/joint-login-error', namespaces: ns, prerender: true },
  {
    path: paths.loanAgreement,
    page: 'loan/routes/loan-agreement',
    data: 'loan/routes/loan-agreement.data',
    firstCalls: ['contract'],
    afterFirstPaint: agreementAnnex,
    namespaces: agreementNs,
  },
  {
    path: paths.loanStatement,
    page: 'loan/routes/loan-statement',
    data: 'loan/routes/loan-statement.data',
    // Linked with the loan's ids: the contract's `orderNo` is its `orderId` (and the other way round).
    queryAliases: { orderNo: 'orderId', orderId: 'orderNo' },
    firstCalls: ['contract', 'loanDetails'],
    namespaces: statementNs,
  },
  {
    path: paths.loanAgreementPeriods,
    page: 'loan/routes/loan-agreement-periods',
    data: 'loan/routes/loan-agreement.data',
    firstCalls: ['contract'],
    afterFirstPaint: agreementAnnex,
    namespaces: agreementNs,
  },
];
