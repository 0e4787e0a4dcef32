import type { TFunction } from 'i18next';
import { isApiError, isRetryable } from '@/lib/http/api-error';

/** The sentence a borrower sees for a failed call: the server's own message when it sent one. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'server':
        return error.message.trim() || t('errors.server', { ns: 'common' });
      case 'session':
        return t('errors.session', { ns: 'common' });
      case 'network':
        return t('errors.network', { ns: 'common' });
      case 'timeout':
        return t('errors.timeout', { ns: 'common' });
      case 'invalid':
        return t('errors.invalid', { ns: 'common' });
    }
  }
  return t('errors.unknown', { ns: 'common' });
}

/**
 * The sentence an error view leads with, always in the page's language: a server's refusal or failure in
 * the app's words (the server's message, whatever its language, is `serverDetail`).
 */
export function failureSentence(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.kind === 'server')
    return t(isRetryable(error) ? 'errors.server' : 'errors.refused', { ns: 'common' });
  return errorMessage(error, t);
}

/** The server's own message, if it sent one: shown as text, as a detail under the page's own words. */
export function serverDetail(error: unknown): string {
  return isApiError(error) && error.kind === 'server' ? error.message.trim() : '';
}
