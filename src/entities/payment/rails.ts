import { Market } from '@/lib/session/market';

/**
 * Rails that belong to one country, by the channel codes servers send. A channel of a rail the market does
 * not have (Dragonpay and the Philippines' wallets anywhere; UPI or NEFT/IMPS in Mexico; SPEI, CoDi or OXXO
 * in India) cannot take the borrower's payment, so it is never offered. Codes not named here (stores,
 * cards, anything new) are the server's to offer.
 */
const PHILIPPINES = /DRAGONPAY|GCASH|PAYMAYA|BAYADCENTER/;
const MEXICO_ONLY = /SPEI|CLABE|^CODI|OXXO/;
const INDIA_ONLY = /^UPI|BHIM|IMPS|NEFT|RTGS/;

export function railOffered(payCode: string, market: Market): boolean {
  const code = payCode.trim().toUpperCase();
  if (PHILIPPINES.test(code)) return false;
  return market === Market.india ? !MEXICO_ONLY.test(code) : !INDIA_ONLY.test(code);
}
