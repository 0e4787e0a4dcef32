import type { CallDescription } from '../../../lib/http/first-call';

/** The complaint pages' first calls as plain data (see src/features/loan/api/calls.ts). */
export const complaintListCall = {
  client: 'form',
  method: 'POST',
  service: 'wealth',
  path: '/complaint/list',
} as const satisfies CallDescription;

/** spec §7: POST complaint init, payload orderId (left out when the route has none). */
export const complaintInitCall = {
  client: 'form',
  method: 'POST',
  service: 'wealth',
  path: '/complaint/init',
  fromRouteQuery: ['orderId'],
  dropEmpty: true,
} as const satisfies CallDescription;

/** spec §7: POST complaint details, payload problemId; without one the page makes no call. */
export const complaintDetailsCall = {
  client: 'form',
  method: 'POST',
  service: 'wealth',
  path: '/complaint/details',
  fromRouteQuery: ['problemId'],
  requiredPattern: '[\\s\\S]',
} as const satisfies CallDescription;
