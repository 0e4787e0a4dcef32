import { calls } from '../config/calls';
import { env } from '../config/env';

/** A catalogue call's folder: the wealth service's under its base path. */
const folderOf = (call: { service?: 'wealth'; path: string }) =>
  `${call.service === 'wealth' ? env.wealthBasePath : ''}${call.path.slice(0, call.path.lastIndexOf('/') + 1)}`;

/**
 * The API paths the demo answers: the folders of the call catalogue's paths (contract §3), the wealth
 * service's whole base (the demo serves uploaded images under it) and the demo's collector of field reports.
 */
export const API_PREFIXES: readonly string[] = [
  ...new Set([...Object.values(calls).map(folderOf), `${env.wealthBasePath}/`, '/telemetry/']),
];

export const isApiPath = (pathname: string) => API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
