import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';

/** Each legal text is its own namespace per language, fetched only by its route, in the active language. */
export const legalRoutes: RouteDef[] = [
  {
    path: paths.privacyPolicy,
    page: 'legal/routes/privacy-policy',
    namespaces: ['privacy'],
    prerender: true,
  },
  { path: paths.loanTerms, page: 'legal/routes/loan-terms', namespaces: ['loanTerms'], prerender: true },
];
