import { profileFor, type IndiaProfile } from '@/config/market-profile';
import { DEMO_LOAN_PRODUCTS, demoLoanFor } from '@/demo/fixtures/demo-loan';
import { lenderRate } from '@/demo/fixtures/lender-rate';

describe('the advertised APR range (India) against the demo’s own offers', () => {
  it('holds the APR of every product the demo lends, its lowest and highest at the ends', () => {
    // An advertised range a lender's own offers fall outside of is one a regulator would refuse.
    const { aprMin, aprMax } = (profileFor('in') as IndiaProfile).advertising;
    const rates = DEMO_LOAN_PRODUCTS.map((product) => lenderRate('in', demoLoanFor('in', product)));
    expect(Math.min(...rates)).toBe(aprMin);
    expect(Math.max(...rates)).toBe(aprMax);
  });
});
