import type { DefaultBodyType, HttpResponseResolver, PathParams, RequestHandlerOptions } from 'msw';
import { calls } from '@/config/calls';
import { callMethod, callUrl } from '@/demo/endpoint';

/** Where a call goes and how: a catalogue entry (src/config/calls.ts), or a transport test's own call. */
export interface Call {
  method: 'GET' | 'POST';
  service?: 'wealth';
  path: string;
}

/**
 * An MSW handler for one call of the catalogue, matching its requests as the demo handlers do (any origin,
 * the wealth service under its base path, the catalogue's method): a test names the call, never its path.
 * `onCall(calls.sendSms, () => HttpResponse.error(), { once: true })`.
 */
export function onCall(
  call: Call,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType>,
  options?: RequestHandlerOptions,
) {
  return callMethod(call)(callUrl(call), resolver, options);
}

export { calls };
