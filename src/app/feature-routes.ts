import type { RouteObject } from 'react-router-dom';
import { complaintRoutes } from '@/features/complaint/routes';
import { devToolsRoutes } from '@/features/dev-tools/routes';
import { legalRoutes } from '@/features/legal/routes';
import { loanRoutes } from '@/features/loan/routes';
import { officialRoutes } from '@/features/official/routes';
import { registrationRoutes } from '@/features/registration/routes';
import { repaymentRoutes } from '@/features/repayment/routes';

/** Each feature owns its routes file; only pages that are really built are registered. */
export const featureRoutes: RouteObject[] = [
  ...officialRoutes,
  ...loanRoutes,
  ...repaymentRoutes,
  ...complaintRoutes,
  ...registrationRoutes,
  ...legalRoutes,
  ...devToolsRoutes,
];
