import type { HttpHandler } from 'msw';

export const complaintHandlers: HttpHandler[] = [];
