import { ApiError, isRetryable, isSessionEnded } from '@/lib/http';

/**
 * What a failure lets a page offer, once per class of failure: a Retry only where trying again can work, and
 * log-in only for an ended session. How a call's failure becomes each class is tests/unit/http/classify.test.ts's.
 */
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
    ['the last status before a server failure (HTTP 499)', new ApiError('server', '', { status: 499 })],
    ['a business code (HTTP 200)', new ApiError('server', 'refused', { code: 9999 })],
    ['a business not-found code', new ApiError('server', 'No encontramos esta queja.', { code: 404 })],
    ['an ended session (HTTP 401, contract §8)', new ApiError('session', 'HTTP 401', { status: 401 })],
  ])('does not retry %s', (_name, error) => expect(isRetryable(error)).toBe(false));
});

describe('isSessionEnded: log-in instead of a Retry', () => {
  it('only for an ended session', () => {
    expect(isSessionEnded(new ApiError('session', 'HTTP 401', { status: 401 }))).toBe(true);
    for (const kind of ['server', 'network', 'timeout', 'invalid'] as const)
      expect(isSessionEnded(new ApiError(kind, '', { status: 403 })), kind).toBe(false);
    expect(isSessionEnded(new Error('a bug'))).toBe(false);
  });
});
