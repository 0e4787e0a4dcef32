import type { HttpHandler } from 'msw';
import { cardRepayHandlers } from './card-repay';
import { complaintHandlers } from './complaint';
import { loanHandlers } from './loan';
import { officialHandlers } from './official';
import { registrationHandlers } from './registration';
import { repaymentHandlers } from './repayment';
import { telemetryHandlers } from './telemetry';

/** One set of handlers serves `npm run dev` (worker), Vitest (msw/node) and the loopback demo server. */
export const handlers: HttpHandler[] = [
  ...loanHandlers,
  ...repaymentHandlers,
  ...complaintHandlers,
  ...registrationHandlers,
  ...cardRepayHandlers,
  ...officialHandlers,
  ...telemetryHandlers,
];
