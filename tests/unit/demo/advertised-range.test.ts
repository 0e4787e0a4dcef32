import { profileFor } from '@/config/market-profile';
import { demoLoanFor } from '@/demo/fixtures/demo-loan';
import { lenderRate } from '@/demo/fixtures/lender-rate';
import { recommendListFixture } from '@/demo/fixtures/loan';

/**
 * What the ad landing and the official home advertise (the profile's `advertising`) belongs to one of the
 * lender's own products: its name, the most it lends, its term and its cost. A headline amount of one product
 * beside another product's CAT ("Hasta $15,000.00" beside the CAT of a product that stops at $8,000) is
 * what a regulator refuses.
 */
describe.each(['mx', 'in'] as const)('%s: the advertised product is one the demo lends', (market) => {
  const { advertising } = profileFor(market);
  const product = recommendListFixture(market).list.find(
    (offer) => offer.productName === advertising.product,
  );

  it('its amount and term are that product’s', () => {
    expect(product, advertising.product).toBeDefined();
    expect(advertising.maxAmount).toBe(product!.maxAmount);
    expect(advertising.minTerm).toBe(product!.minTerm);
    expect(advertising.maxTerm).toBe(Number(product!.maxTerm));
  });

  it('its cost is that product’s: the CAT its loans carry, or a range holding every APR of its loans', () => {
    const rate = lenderRate(market, demoLoanFor(market, product!.productId));
    if (profileFor(market).market === 'mx') expect((advertising as { cat: number }).cat).toBe(rate);
    else {
      const { aprMin, aprMax } = advertising as { aprMin: number; aprMax: number };
      expect(rate).toBeGreaterThanOrEqual(aprMin);
      expect(rate).toBeLessThanOrEqual(aprMax);
    }
  });
});
