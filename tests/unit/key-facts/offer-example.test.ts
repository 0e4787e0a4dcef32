import { examplePayments, type OfferExample } from '@/entities/loan-figures/offer-example';

const example = (term: number, termUnit: OfferExample['termUnit']): OfferExample => ({
  amount: 2_000_000,
  term,
  termUnit,
});

describe('how many payments repay an offer’s example', () => {
  it.each([
    ['one payment, whatever the term', example(14, 'day'), 'once', 1],
    ['3 months paid monthly', example(3, 'month'), 'month', 3],
    ['28 days paid every 14', example(28, 'day'), 'fortnight', 2],
    ['30 days paid every quincena (15 days)', example(30, 'day'), 'fortnight', 2],
    ['3 months paid every quincena', example(3, 'month'), 'fortnight', 6],
    ['21 days paid weekly', example(21, 'day'), 'week', 3],
    ['8 weeks paid weekly', example(8, 'week'), 'week', 8],
    ['8 weeks paid every two weeks', example(8, 'week'), 'fortnight', 4],
  ] as const)('%s: %i', (_case, given, every, count) => {
    expect(examplePayments(given, every)).toBe(count);
  });

  it.each([
    ['91 days paid monthly (months are not days)', example(91, 'day'), 'month'],
    ['20 days paid weekly', example(20, 'day'), 'week'],
    ['29 days paid fortnightly', example(29, 'day'), 'fortnight'],
    ['3 months paid weekly', example(3, 'month'), 'week'],
    ['7 weeks paid every two weeks', example(7, 'week'), 'fortnight'],
    ['no frequency', example(3, 'month'), undefined],
  ] as const)('%s: no count, never an estimate', (_case, given, every) => {
    expect(examplePayments(given, every)).toBeUndefined();
  });
});
