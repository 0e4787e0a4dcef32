/** `min – max`, one value when both are equal or only one is known, `''` when neither is. */
export function rangeText(
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
): string {
  if (min !== undefined && max !== undefined && min !== max) return `${format(min)} – ${format(max)}`;
  const one = max ?? min;
  return one === undefined ? '' : format(one);
}

/**
 * A plain number is a percentage, written as the market writes one with the decimals the server gave
 * (`0.1` -> `0.1%`); text from the server is shown as it came.
 */
export function rateText(rate: string, percent: (value: number, decimals: number) => string): string {
  const plain = /^\d+(?:\.(\d{1,20}))?$/.exec(rate.trim());
  return plain ? percent(Number(rate.trim()), plain[1]?.length ?? 0) : rate;
}

/** The spec's `loanRate` as a daily rate in percent with the decimals the server gave, when it is a plain number. */
export function dailyRate(rate: string): { value: number; decimals: number } | undefined {
  const plain = /^\d+(?:\.(\d{1,20}))?$/.exec(rate.trim());
  return plain ? { value: Number(rate.trim()), decimals: plain[1]?.length ?? 0 } : undefined;
}
