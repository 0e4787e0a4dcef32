import { specWording } from '@/config/spec-texts';
import type { TFunction } from 'i18next';
import { isApiError, isSessionEnded } from '@/lib/http/api-error';
import { CardRepayCode } from '../api/card-repay-codes';

/** spec §8: what a refused card-flow call says. */
export function refusedMessage(result: { code: string | number; message: string }, t: TFunction): string {
  const code = String(result.code).trim();
  if (code === CardRepayCode.WrongSmsCode)
    return specWording('cardWrongCode', t('cardRepay.wrongCode', { ns: 'repayment' }));
  if (code === CardRepayCode.DuplicateSubmit)
    return specWording('cardDuplicate', t('cardRepay.duplicate', { ns: 'repayment' }));
  return result.message.trim() || specWording('cardFailed', t('cardRepay.failed', { ns: 'repayment' }));
}

const unreachable = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/** spec §8: a call that failed outright says "error"; an unreadable answer is a failed operation. */
export function failedMessage(error: unknown, t: TFunction): string {
  // contract §8: an ended session says so, whatever the flow's own words for a failure.
  if (isSessionEnded(error)) return t('errors.session', { ns: 'common' });
  return unreachable(error)
    ? specWording('cardNetworkError', t('cardRepay.networkError', { ns: 'repayment' }))
    : specWording('cardFailed', t('cardRepay.failed', { ns: 'repayment' }));
}

/** spec §8: the card list: the server's message, else 查询卡列表失败 (in the page's language); unreachable: "error". */
export function cardListMessage(error: unknown, t: TFunction): string {
  if (unreachable(error))
    return specWording('cardNetworkError', t('cardRepay.networkError', { ns: 'repayment' }));
  if (
    isApiError(error) &&
    error.kind === 'server' &&
    error.message.trim() &&
    !/^HTTP \d+$/.test(error.message)
  )
    return error.message.trim();
  return specWording('cardLoadFailed', t('cardRepay.loadFailed', { ns: 'repayment' }));
}
