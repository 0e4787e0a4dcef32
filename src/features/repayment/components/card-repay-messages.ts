import type { TFunction } from 'i18next';
import { isApiError, isSessionEnded } from '@/lib/http/api-error';
import { CardRepayCode } from '../api/card-repay-codes';

/** spec §8: what a refused card-flow call says. */
export function refusedMessage(result: { code: string | number; message: string }, t: TFunction): string {
  const code = String(result.code).trim();
  if (code === CardRepayCode.WrongSmsCode) return t('cardRepay.wrongCode', { ns: 'repayment' });
  if (code === CardRepayCode.DuplicateSubmit) return t('cardRepay.duplicate', { ns: 'repayment' });
  return result.message.trim() || t('cardRepay.failed', { ns: 'repayment' });
}

const unreachable = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/** spec §8: a call that failed outright says "error"; an unreadable answer is a failed operation. */
export function failedMessage(error: unknown, t: TFunction): string {
  // contract §8: an ended session says so, whatever the flow's own words for a failure.
  if (isSessionEnded(error)) return t('errors.session', { ns: 'common' });
  return unreachable(error)
    ? t('cardRepay.networkError', { ns: 'repayment' })
    : t('cardRepay.failed', { ns: 'repayment' });
}

/** spec §8: the card list: the server's message, else 查询卡列表失败; unreachable: "error". */
export function cardListMessage(error: unknown, t: TFunction): string {
  if (unreachable(error)) return t('cardRepay.networkError', { ns: 'repayment' });
  if (
    isApiError(error) &&
    error.kind === 'server' &&
    error.message.trim() &&
    !/^HTTP \d+$/.test(error.message)
  )
    return error.message.trim();
  return t('cardRepay.loadFailed', { ns: 'repayment' });
}
