import { env } from '../config/env';

/** The API paths of contract §3 and the demo's collector of field reports. */
export const API_PREFIXES: readonly string[] = [
  '/v3/',
  `${env.wealthBasePath}/`,
  '/api/v2/youmi/',
  '/service/loan/',
  '/telemetry/',
];

export const isApiPath = (pathname: string) => API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
