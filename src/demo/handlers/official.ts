import type { HttpHandler } from 'msw';

export const officialHandlers: HttpHandler[] = [];
