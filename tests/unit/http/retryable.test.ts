import { ApiError, isRetryable } from '@/lib/http';

describe('isRetryable: a Retry only where trying again can work', () => {
  it.each([
    ['no answer', new ApiError('network', 'offline')],
    ['a time-out', new ApiError('timeout', 'slow')],
    ['an unreadable answer', new ApiError('invalid', 'truncated')],
    ['HTTP 500', new ApiError('server', 'boom', { status: 500 })],
    ['HTTP 503', new ApiError('server', '', { status: 503 })],
    ['a page file that did not load', new TypeError('Failed to fetch dynamically imported module')],
  ])('retries %s', (_name, error) => expect(isRetryable(error)).toBe(true));

  it.each([
    ['a not-found', new ApiError('server', 'No encontramos esta queja.', { status: 404 })],
    ['a 4xx refusal', new ApiError('server', 'Forbidden', { status: 403 })],
    ['a business code (HTTP 200)', new ApiError('server', 'refused', { code: 9999 })],
    ['a business not-found code', new ApiError('server', 'No encontramos esta queja.', { code: 404 })],
  ])('does not retry %s', (_name, error) => expect(isRetryable(error)).toBe(false));
});
