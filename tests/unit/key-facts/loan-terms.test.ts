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

describe('loanFigures: what the loan states that is not a rate', () => {
  it.each<[string, number | string]>([
    ['empty', ''],
    ['blank', '  '],
    ['negative', '-0.01'],
    ['not a number', 'n/a'],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('a daily rate that is %s is not the loan’s: the reference stands', (_, dailyRatePercent) => {
    expect(loanFigures({ market: Market.mexico, dailyRatePercent }).interest.source).toBe('reference');
  });

  it('a daily rate sent as a number, 0 included (an interest-free loan), is the loan’s', () => {
    expect(loanFigures({ market: Market.india, dailyRatePercent: 0.05 }).interest).toEqual({
      annual: 18.25,
      daily: 0.05,
      given: 'daily',
      type: undefined,
      source: 'loan',
    });
    expect(loanFigures({ market: Market.india, dailyRatePercent: '0' }).interest).toMatchObject({
      annual: 0,
      source: 'loan',
    });
  });

  it('an annual rate that is not a number is not the loan’s', () => {
    const { interest } = loanFigures({
      market: Market.mexico,
      keyFacts: { interestRate: Number.NaN },
      dailyRatePercent: '0.1',
    });
    expect(interest).toMatchObject({ annual: 36.5, given: 'daily', source: 'loan' });
  });

  it('Mexico: the lender’s tasa moratoria is a rate a year, from the loan', () => {
    expect(loanFigures({ market: Market.mexico, keyFacts: { lateRate: 90 } }).lateCharge).toEqual({
      percent: 90,
      per: 'year',
      source: 'loan',
    });
  });

  it('India’s reference penal charges: a one-time charge of ₹1,000 and a charge a day, worded by each document', () => {
    expect(loanFigures({ market: Market.india }).penalCharges?.charges).toEqual([
      { reference: 'oneTime', name: 'oneTime', amount: 100_000, rate: undefined, basis: undefined },
      { reference: 'daily', name: 'daily', amount: undefined, rate: undefined, basis: undefined },
    ]);
  });

  it('the tax: India’s GST is on the fee; a tax the amounts cannot state is the reference rate', () => {
    expect(loanFigures({ market: Market.india, commission: 40_000, tax: 7_200 }).tax).toEqual({
      percent: 18,
      on: 'fee',
      source: 'loan',
    });
    const reference = [
      { market: Market.india, tax: 7_200 },
      { market: Market.india, commission: 0, tax: 7_200 },
      { market: Market.india, commission: 40_000, tax: 0 },
      { market: Market.mexico, interest: 273, commission: 30_000 },
      { market: Market.mexico, interest: 273, tax: 4_844 },
    ];
    for (const input of reference)
      expect(loanFigures(input).tax.source, JSON.stringify(input)).toBe('reference');
  });

  it('prepayment: foreclosure terms stating neither whether nor what it costs leave the reference rule', () => {
    const { prepayment } = loanFigures({
      market: Market.mexico,
      keyFacts: { foreclosure: { allowed: undefined, charge: undefined, from: 'después de 3 meses' } },
    });
    // Mexico: the contrato de adhesión allows prepayment free of charge.
    expect(prepayment).toEqual({ allowed: true, charge: 0, source: 'reference' });
  });
});
