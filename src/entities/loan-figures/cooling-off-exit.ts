import type { Locale } from '../../lib/session/market';

/**
 * What exiting a loan in its cooling-off period costs, defined once, in the words every page and document
 * uses: the confirmation's notice, loan details while the period runs, and the loan terms (the build fills
 * `{coolingOffExit}` in profiles/<market>.terms*.md from here, scripts/lender-profile/documents.ts), so that
 * no page calls it one thing and the terms another.
 *
 * India: the Reserve Bank of India (Digital Lending) Directions, 2025 give the borrower "an explicit option
 * to exit the digital loan by paying the principal and the proportionate APR without any penalty during
 * this period"; the principal is the sanctioned amount, not the smaller amount that reached the account.
 * Mexico: the contrato de adhesión's cancellation clause (Ley para la Transparencia y Ordenamiento de los
 * Servicios Financieros, art. 11 Bis): the amount received and the ordinary interest of the days elapsed.
 *
 * A phrase, not a sentence: each text puts it in its own sentence, in the second or the third person.
 * Imported by the build too, so it imports nothing but types.
 */
export const COOLING_OFF_EXIT = {
  en: 'the principal and the proportionate APR',
  // One pays money, not a rate: the principal and what the days the money was kept cost at the APR.
  hi: 'मूलधन और पैसा रखने के दिनों की लागत (एपीआर के हिसाब से)',
  es: 'el monto recibido y los intereses ordinarios de los días transcurridos',
} as const satisfies Record<Locale, string>;
