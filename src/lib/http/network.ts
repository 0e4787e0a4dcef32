import axios, { isAxiosError, isCancel } from 'axios';
import { ApiError } from './api-error';
import type { BuiltRequest, RawAnswer } from './call';

/**
 * Sends a built request over the network with axios and hands back the answer as it came: any status
 * (the transport reads it, as it reads an answer the HTML's early request got), or null when no answer
 * came. A time-out is an ApiError of its own. Loaded on the first request that needs the network, so a
 * page whose first call the HTML already sent paints without axios.
 */
export async function fetchAnswer(
  request: BuiltRequest,
  { signal, timeout }: { signal?: AbortSignal; timeout: number },
): Promise<RawAnswer> {
  try {
    const response = await axios.request<unknown>({
      url: request.url,
      method: request.method,
      headers: request.headers,
      data: request.body,
      signal,
      timeout,
      // fetch where the webview has it (its time-out runs on the page's timers), XMLHttpRequest otherwise.
      adapter: ['fetch', 'xhr'],
      // The request is sent as built, and the answer read as text: the transport reads every answer alike.
      transformRequest: [(data: unknown) => data],
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      validateStatus: () => true,
      transitional: { clarifyTimeoutError: true },
    });
    const date: unknown = response.headers.date;
    return {
      status: response.status,
      text: typeof response.data === 'string' ? response.data : '',
      date: typeof date === 'string' ? date : null,
    };
  } catch (error) {
    if (isCancel(error)) throw error;
    // conventions: told apart by whether a response exists; the codes differ between adapters.
    if (isAxiosError(error) && !error.response) {
      const timedOut =
        error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message);
      if (timedOut) throw new ApiError('timeout', error.message, { cause: error });
      return null;
    }
    throw error;
  }
}
