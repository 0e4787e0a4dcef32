import type { HttpHandler } from 'msw';

export const repaymentHandlers: HttpHandler[] = [];
