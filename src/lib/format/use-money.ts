import { useCallback } from 'react';
import { useSession } from '@/lib/session/react';
import { formatMoney } from './money';

/** The money formatter bound to the session's currency. */
export function useMoney(): (minor: number | string | null | undefined) => string {
  const currency = useSession((state) => state.currency);
  return useCallback((minor) => formatMoney(minor, currency), [currency]);
}
