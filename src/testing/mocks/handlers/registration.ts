import type { HttpHandler } from 'msw';

export const registrationHandlers: HttpHandler[] = [];
