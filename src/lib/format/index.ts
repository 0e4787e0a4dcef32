export {
  formatMoney,
  formatNumber,
  formatPercent,
  marketOfCurrency,
  numberLocale,
  type NumberFormatSetting,
} from './money';
export {
  formatDate,
  formatDateTime,
  formatDueDate,
  formatScreenDate,
  formatScreenDateTime,
  relativeDay,
  daysFromToday,
  isServerDate,
  type DateInput,
  type DateOptions,
} from './date-text';
export { lenderToday, parseServerDate } from './date';
export { useDates, type DateFormats } from './use-dates';
export { FiguresClock } from './figures-clock';
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
