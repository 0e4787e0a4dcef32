import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/router/lazy-route';

// Each page fetches only its own texts.
const ns = ['loan'];
const confirmNs = ['loan-confirm'];
const detailsNs = ['loan-details'];
const productsNs = ['loan-products'];
const bindCardNs = ['loan-bind-card'];
const agreementNs = ['loan-agreement'];

export const loanRoutes: RouteObject[] = [
  lazyRoute(paths.customerService, {
    page: () => import('./routes/customer-service'),
    data: () => import('./routes/customer-service.data'),
    namespaces: ns,
  }),
  lazyRoute(paths.confirmLoan, {
    page: () => import('./routes/confirm-loan'),
    data: () => import('./routes/confirm-loan.data'),
    namespaces: confirmNs,
  }),
  lazyRoute(paths.loanDetails, {
    page: () => import('./routes/loan-details'),
    data: () => import('./routes/loan-details.data'),
    namespaces: detailsNs,
  }),
  lazyRoute(paths.order, {
    page: () => import('./routes/order-list'),
    data: () => import('./routes/order-list.data'),
    namespaces: productsNs,
  }),
  lazyRoute(paths.bindCard, { page: () => import('./routes/bind-card'), namespaces: bindCardNs }),
  lazyRoute(paths.product, {
    page: () => import('./routes/product'),
    data: () => import('./routes/product.data'),
    namespaces: productsNs,
  }),
  lazyRoute(paths.recommendList, {
    page: () => import('./routes/recommend-list'),
    data: () => import('./routes/recommend-list.data'),
    namespaces: productsNs,
  }),
  lazyRoute(paths.aboutUs, { page: () => import('./routes/about-us'), namespaces: ns }),
  lazyRoute(paths.jointLoginError, { page: () => import('./routes/joint-login-error'), namespaces: ns }),
  lazyRoute(paths.loanAgreement, {
    page: () => import('./routes/loan-agreement'),
    data: () => import('./routes/loan-agreement.data'),
    namespaces: agreementNs,
  }),
  lazyRoute(paths.loanAgreementPeriods, {
    page: () => import('./routes/loan-agreement-periods'),
    data: () => import('./routes/loan-agreement.data'),
    namespaces: agreementNs,
  }),
];
