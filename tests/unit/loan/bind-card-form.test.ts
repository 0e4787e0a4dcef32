import fc from 'fast-check';
import { validateBindCard } from '@/features/loan/utils/bind-card-form';
import { rangeText, rateText } from '@/features/loan/utils/product-text';
import { formatPercent } from '@/lib/format';

describe('validateBindCard', () => {
  const valid = { bankName: 'Banorte', holderName: "José O'Neil-Ruiz", cardNo: '4111111111111111' };

  it('accepts a complete form', () => {
    expect(validateBindCard(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateBindCard({ bankName: ' ', holderName: '', cardNo: '' })).toEqual({
      bankName: 'required',
      holderName: 'required',
      cardNo: 'required',
    });
  });

  it('accepts 12 to 19 digits and refuses fewer (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,19}$/), (cardNo) => {
        const errors = validateBindCard({ ...valid, cardNo });
        expect(errors.cardNo === undefined).toBe(cardNo.length >= 12);
      }),
    );
  });

  it('refuses a holder name with digits or symbols', () => {
    expect(validateBindCard({ ...valid, holderName: 'Ana 2' }).holderName).toBe('invalid');
    expect(validateBindCard({ ...valid, holderName: '<b>' }).holderName).toBe('invalid');
    expect(validateBindCard({ ...valid, holderName: 'Priya Sharma' }).holderName).toBeUndefined();
  });
});

describe('product texts', () => {
  it('shows ranges and rates', () => {
    expect(rangeText(1, 3, String)).toBe('1 – 3');
    expect(rangeText(2, 2, String)).toBe('2');
    expect(rangeText(undefined, 5, String)).toBe('5');
    expect(rangeText(undefined, undefined, String)).toBe('');
    const mexico = (value: number, decimals: number) => formatPercent(value, decimals, 2, 'market');
    const india = (value: number, decimals: number) => formatPercent(value, decimals, 1, 'market');
    const spec = (value: number, decimals: number) => formatPercent(value, decimals, 2, 'spec');
    expect(rateText('0.1', mexico)).toBe('0.1%');
    expect(rateText(' 0.0065 ', india)).toBe('0.0065%');
    expect(rateText('1200.5', india)).toBe('1,200.5%');
    expect(rateText('18', mexico)).toBe('18%');
    expect(rateText('0.1', spec)).toBe('0,1\u00a0%');
    // Text from the server is shown as it came.
    expect(rateText('0,1 % diario', mexico)).toBe('0,1 % diario');
  });
});
