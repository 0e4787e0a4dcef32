import { railOffered } from '@/entities/payment/rails';
import { Market } from '@/lib/session/market';

/**
 * A channel of a rail the market does not have cannot take the borrower's payment, so it is never offered
 * (rails.ts); a channel the server names otherwise (a store, a card, something new) is its to offer.
 */
describe('railOffered: only the rails of the loan’s market are offered', () => {
  it.each(['UPI', 'UPI_INTENT', 'BHIM', 'IMPS', 'NEFT', 'RTGS', 'PAYPOINT', 'CARD'])(
    'India offers %s',
    (code) => expect(railOffered(code, Market.india)).toBe(true),
  );

  it.each(['SPEI', 'CLABE', 'CODI', 'CODI_QR', 'OXXO', 'DRAGONPAY', 'GCASH', 'PAYMAYA', 'BAYADCENTER'])(
    'India does not offer %s',
    (code) => expect(railOffered(code, Market.india)).toBe(false),
  );

  it.each(['SPEI', 'CLABE', 'CODI', 'OXXO', 'SEVEN', 'CARD'])('Mexico offers %s', (code) =>
    expect(railOffered(code, Market.mexico)).toBe(true),
  );

  it.each(['UPI', 'UPI_COLLECT', 'BHIM', 'IMPS', 'NEFT', 'RTGS', 'DRAGONPAY', 'GCASH'])(
    'Mexico does not offer %s',
    (code) => expect(railOffered(code, Market.mexico)).toBe(false),
  );

  it('reads the code as servers may send it, in any case and with spaces around', () => {
    expect(railOffered(' spei ', Market.india)).toBe(false);
    expect(railOffered('upi', Market.mexico)).toBe(false);
    expect(railOffered(' UPI', Market.mexico)).toBe(false);
    expect(railOffered('Gcash', Market.mexico)).toBe(false);
    expect(railOffered(' oxxo', Market.mexico)).toBe(true);
  });
});
