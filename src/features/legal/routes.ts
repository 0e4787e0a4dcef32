import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/router/lazy-route';

/** Each legal text is its own namespace per language, fetched only by its route, in the active language. */
export const legalRoutes: RouteObject[] = [
  lazyRoute(paths.privacyPolicy, {
    page: () => import('./routes/privacy-policy'),
    namespaces: ['privacy'],
  }),
  lazyRoute(paths.loanTerms, {
    page: () => import('./routes/loan-terms'),
    namespaces: ['loanTerms'],
  }),
];
