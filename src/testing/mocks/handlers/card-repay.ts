import type { HttpHandler } from 'msw';

export const cardRepayHandlers: HttpHandler[] = [];
