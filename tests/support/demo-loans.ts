import { paths } from '@/config/paths';
import { profileFor } from '@/config/market-profile';
import { PARTNER_LENDER } from '@/demo/fixtures/lenders';
import { demoOrderId, productFixture } from '@/demo/fixtures/loan';

/**
 * Every document of every demo loan: each lender the demo lends for (the profile's and a partner), in each
 * market and each of its languages, before signing (the offer's confirmation) and after (the signed loan's
 * statement, due and overdue). Tests that read a document on every loan take their cases from here, so a new
 * lender, product or language joins every such test at once.
 */
export type DemoMarket = 'mx' | 'in';
export type DemoLanguage = 'es' | 'en' | 'hi';

export interface DemoPage {
  market: DemoMarket;
  language: DemoLanguage;
  /** The page query that opens the page in that market and language. */
  pageQuery: string;
}

/** Mexico in Spanish; India in English and in Hindi. */
export const DEMO_PAGES: readonly DemoPage[] = [
  { market: 'mx', language: 'es', pageQuery: '' },
  { market: 'in', language: 'en', pageQuery: '?type=1' },
  { market: 'in', language: 'hi', pageQuery: '?type=1&language=hi' },
];

export interface DemoOffer {
  productId: string;
  productName: string;
  /** `platform`: the market profile's lender; `partner`: another lender, named by the loan (contract §10). */
  lender: 'platform' | 'partner';
  /** Its lender's name as its licence names it. */
  legalName: string;
  /**
   * Whether its documents are whole, so that it can be signed. Product 15 sends only the spec's fields (no
   * key facts): its statement would stand on reference values, and the page refuses to sign it.
   */
  signable: boolean;
}

const PARTNER = '21';
const INCOMPLETE = '15';

/** The demo's offers of a market, each with its lender. */
export function demoOffers(market: DemoMarket): DemoOffer[] {
  return ['7', '12', INCOMPLETE, PARTNER].map((productId) => ({
    productId,
    productName: productFixture(market, productId).productName,
    lender: productId === PARTNER ? 'partner' : 'platform',
    legalName: productId === PARTNER ? PARTNER_LENDER[market].legalName : profileFor(market).legalName,
    signable: productId !== INCOMPLETE,
  }));
}

/** The confirmation of an offer (before signing). */
export const confirmPath = (offer: Pick<DemoOffer, 'productId'>) =>
  `${paths.confirmLoan}?productId=${offer.productId}`;

export interface SignedLoan extends DemoOffer {
  orderId: string;
  /** The demo scenario's status: 174 a payment due, 180 one overdue (its statement is the same loan's). */
  status: '174' | '180';
}

/**
 * The signed loans whose status the scenario sets: the profile lender's main loan (product 7) and the
 * partner's (product 21), each due and overdue. (The demo's other seeded orders keep their own status: 12
 * is paid off, 15 was refused and never signed.)
 */
export function signedLoans(market: DemoMarket): SignedLoan[] {
  return demoOffers(market)
    .filter((offer) => offer.productId === '7' || offer.productId === PARTNER)
    .flatMap((offer) =>
      (['174', '180'] as const).map((status) => ({
        ...offer,
        orderId: demoOrderId(market, offer.productId),
        status,
      })),
    );
}

/** The signed loan's statement. */
export const statementPath = (loan: Pick<SignedLoan, 'productId' | 'orderId'>) =>
  `${paths.loanStatement}?productId=${loan.productId}&orderId=${loan.orderId}`;
