import { complaintRoutes } from '../features/complaint/routes';
import { devToolsRoutes } from '../features/dev-tools/routes';
import { legalRoutes } from '../features/legal/routes';
import { loanRoutes } from '../features/loan/routes';
import { officialRoutes } from '../features/official/routes';
import { registrationRoutes } from '../features/registration/routes';
import { repaymentRoutes } from '../features/repayment/routes';
import type { RouteDef } from '../lib/router/route-def';

/**
 * contract §1: the one route table, as plain data (no React, no transport). The router (routes.tsx), the
 * early data start (main.ts), the build's preload map (scripts/route-preload) and the bench all read it.
 * Each feature owns its routes file; only pages that are really built are registered. The build config
 * imports this file in Node, where the `@/` alias does not exist: it and the routes files import relatively.
 * Each route's demo example (the query that loads the demo's data, per market) is in route-examples.ts, which
 * only the tests and the bench read.
 */
export const routeTable: readonly RouteDef[] = [
  ...officialRoutes,
  ...loanRoutes,
  ...repaymentRoutes,
  ...complaintRoutes,
  ...registrationRoutes,
  ...legalRoutes,
  ...devToolsRoutes,
];
