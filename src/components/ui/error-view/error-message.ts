import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/http/api-error';

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
