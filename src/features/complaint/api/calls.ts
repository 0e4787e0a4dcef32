import type { CallDescription } from '../../../lib/http/first-call';

/** The complaint pages' first calls as plain data (see src/features/loan/api/calls.ts). */
export const complaintListCall = {
  client: 'form',
  method: 'POST',
  service: 'wealth',
  path: '/complaint/list',
  // A read of the borrower's complaints.
  repeatable: true,
} as const satisfies CallDescription;

/** spec §7: POST complaint init, payload orderId (left out when the route has none). */
export const complaintInitCall = {
  client: 'form',
  method: 'POST',
  service: 'wealth',
  path: '/complaint/init',
  fromRouteQuery: ['orderId'],
  dropEmpty: true,
  // A read (spec §3: problem types, the order and the order list); the complaint is made by save.
  repeatable: true,
} as const satisfies CallDescription;

/** spec §7: POST complaint details, payload problemId; without one the page makes no call. */
export const complaintDetailsCall = {
  client: 'form',
  method: 'POST',
  service: 'wealth',
  path: '/complaint/details',
  fromRouteQuery: ['problemId'],
  requiredPattern: '[\\s\\S]',
  // A read of one complaint.
  repeatable: true,
} as const satisfies CallDescription;
