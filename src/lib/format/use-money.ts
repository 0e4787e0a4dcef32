import { useCallback, useMemo } from 'react';
import { useSession } from '@/lib/session/react';
import { formatMoney, formatNumber, formatPercent } from './money';

type Value = number | string | null | undefined;

/** The money formatter bound to the session's market (its currency and the way it writes numbers). */
export function useMoney(): (minor: Value) => string {
  const currency = useSession((state) => state.currency);
  return useCallback((minor) => formatMoney(minor, currency), [currency]);
}

export interface NumberFormats {
  money: (minor: Value) => string;
  number: (value: Value, decimals?: number) => string;
  /** `percent` is in percent: `18` shows as `18%` (`18.00%` with 2 decimals). */
  percent: (percent: Value, decimals?: number) => string;
}

/** Money, counts and percentages, each written the way the session's market writes them. */
export function useNumberFormat(): NumberFormats {
  const currency = useSession((state) => state.currency);
  const market = useSession((state) => state.type);
  return useMemo(
    () => ({
      money: (minor) => formatMoney(minor, currency),
      number: (value, decimals = 0) => formatNumber(value, decimals, market),
      percent: (percent, decimals = 2) => formatPercent(percent, decimals, market),
    }),
    [currency, market],
  );
}
