import { isAxiosError } from 'axios';
import { ApiError } from './api-error';

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * Classifies an axios failure. conventions: tell failures apart by whether `error.response` exists, not by
 * `error.code`, which differs between adapters.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.response) {
      const { status, data } = error.response;
      // contract §8: HTTP 401 on any call means the session has ended, whatever the body says.
      if (status === 401)
        return new ApiError('session', serverMessage(data) ?? 'HTTP 401', { status, cause: error });
      // A body that is not JSON (malformed, or an HTML error page) is an invalid response, not a message.
      if (error.code === 'ERR_BAD_RESPONSE' && error.name === 'SyntaxError') {
        return new ApiError('invalid', error.message, { status, cause: error });
      }
      return new ApiError('server', serverMessage(data) ?? `HTTP ${status}`, { status, cause: error });
    }
    const timedOut =
      error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message ?? '');
    return new ApiError(timedOut ? 'timeout' : 'network', error.message, { cause: error });
  }
  if (error instanceof SyntaxError) return new ApiError('invalid', error.message, { cause: error });
  return new ApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
}
