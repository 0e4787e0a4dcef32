export {
  formatMoney,
  formatNumber,
  formatPercent,
  marketOfCurrency,
  numberLocale,
  type NumberFormatSetting,
} from './money';
export { formatDate, formatDateTime, parseServerDate, type DateInput } from './date';
export {
  phoneInput,
  cardInput,
  numberInput,
  digitsOnly,
  capText,
  textLength,
  PHONE_MAX_DIGITS,
  CARD_MAX_DIGITS,
} from './inputs';
export { useMoney, useNumberFormat, type NumberFormats } from './use-money';
