import { loanFigures } from '@/entities/loan-figures/loan-terms';
import { Market } from '@/lib/session/market';

describe('loanFigures: which figure, from where', () => {
  it('the annual rate given: the daily rate is it ÷ 365, both from the loan', () => {
    const { interest } = loanFigures({ market: Market.mexico, keyFacts: { interestRate: 36.5 } });
    expect(interest).toMatchObject({ annual: 36.5, daily: 0.1, given: 'annual', source: 'loan' });
  });

  it('only the daily rate given (`loanRate`): the annual rate is it × 365', () => {
    const { interest } = loanFigures({ market: Market.india, dailyRatePercent: '0.05' });
    expect(interest).toMatchObject({ annual: 18.25, daily: 0.05, given: 'daily', source: 'loan' });
  });

  it('nothing given: the spec’s 0.0065 % a day as a reference, never its contradictory 18 % a year', () => {
    const { interest, lateCharge, tax } = loanFigures({ market: Market.mexico });
    expect(interest).toEqual({ annual: 2.37, daily: 0.0065, given: 'daily', source: 'reference' });
    expect(lateCharge).toEqual({ percent: 3, per: 'day', source: 'reference' });
    expect(tax).toEqual({ percent: 16, on: 'interestAndFee', source: 'reference' });
  });

  it('the tax rate is the contract’s own when its amounts state it', () => {
    expect(loanFigures({ market: Market.mexico, interest: 273, commission: 30_000, tax: 4_844 }).tax).toEqual(
      {
        percent: 16,
        on: 'interestAndFee',
        source: 'loan',
      },
    );
    expect(loanFigures({ market: Market.india, commission: 40_000, tax: 7_200 }).tax.source).toBe('loan');
  });

  it('India: penal charges, the loan’s or the reference ones, and no late interest rate', () => {
    const own = loanFigures({
      market: Market.india,
      keyFacts: {
        penalCharges: [{ name: 'Penal charge', amount: 50_000, rate: undefined, basis: undefined }],
      },
    });
    expect(own.penalCharges?.source).toBe('loan');
    expect(own.lateCharge).toBeUndefined();
    const reference = loanFigures({ market: Market.india });
    expect(reference.penalCharges?.source).toBe('reference');
    expect(reference.penalCharges?.charges.map((charge) => charge.amount)).toEqual([100_000, undefined]);
    expect(reference.prepayment).toEqual({ allowed: true, afterHalfTerm: true, source: 'reference' });
  });

  it('prepayment: the lender’s foreclosure terms when sent', () => {
    expect(
      loanFigures({
        market: Market.mexico,
        keyFacts: { foreclosure: { allowed: false, charge: undefined, from: undefined } },
      }).prepayment,
    ).toMatchObject({ allowed: false, source: 'loan' });
  });
});
