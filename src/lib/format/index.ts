export { formatMoney, formatNumber } from './money';
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
export { useMoney } from './use-money';
