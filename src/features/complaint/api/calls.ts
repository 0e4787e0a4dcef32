import type { CallDescription } from '../../../lib/http/first-call';

/** The complaint list's first call as plain data (see src/features/loan/api/calls.ts). */
export const complaintListCall = {
  client: 'form',
  method: 'POST',
  service: 'wealth',
  path: '/complaint/list',
} as const satisfies CallDescription;
