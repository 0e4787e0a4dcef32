import fc from 'fast-check';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import type { Currency } from '@/lib/session';

/** The minor units a market-format amount reads as: sign, digits, the 2 decimals after the `.`. */
function readMarketMoney(text: string, sign: Currency): number {
  const match = new RegExp(`^(-?)\\${sign}([\\d,]+)\\.(\\d{2})$`).exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const minor = Number(match[2]!.replace(/,/g, '') + match[3]);
  return match[1] ? -minor : minor;
}

const MEXICO = /^-?\$\d{1,3}(?:,\d{3})*\.\d{2}$/;
// Lakh grouping: the last three digits, then pairs.
const INDIA = /^-?₹(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3})\.\d{2}$/;
const SAFE = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

describe('money as each market writes it (contract §4)', () => {
  it('Mexico (es-MX): comma thousands, point before 2 decimals, `$`', () => {
    expect(formatMoney(300000, '$', 'market')).toBe('$3,000.00');
    expect(formatMoney(123456, '$', 'market')).toBe('$1,234.56');
    expect(formatMoney(10000000, '$', 'market')).toBe('$100,000.00');
    expect(formatMoney(100000000, '$', 'market')).toBe('$1,000,000.00');
    expect(formatMoney(0, '$', 'market')).toBe('$0.00');
    expect(formatMoney(5, '$', 'market')).toBe('$0.05');
    expect(formatMoney(-150, '$', 'market')).toBe('-$1.50');
    expect(formatMoney(-5, '$', 'market')).toBe('-$0.05');
    expect(formatMoney('250000', '$', 'market')).toBe('$2,500.00');
  });

  it('India (en-IN): lakh and crore grouping, `₹`', () => {
    expect(formatMoney(300000, '₹', 'market')).toBe('₹3,000.00');
    expect(formatMoney(1250000, '₹', 'market')).toBe('₹12,500.00');
    expect(formatMoney(10000000, '₹', 'market')).toBe('₹1,00,000.00');
    expect(formatMoney(12345678, '₹', 'market')).toBe('₹1,23,456.78');
    expect(formatMoney(1000000000, '₹', 'market')).toBe('₹1,00,00,000.00');
    expect(formatMoney(-10000000, '₹', 'market')).toBe('-₹1,00,000.00');
    expect(formatMoney(-99, '₹', 'market')).toBe('-₹0.99');
  });

  it('zero has no sign, whichever zero it is', () => {
    for (const zero of [0, -0, '0', -0.4, 0.4])
      for (const sign of ['$', '₹'] as const) expect(formatMoney(zero, sign, 'market')).toBe(`${sign}0.00`);
  });

  it('amounts past what a double holds exactly still show every digit the number has', () => {
    expect(formatMoney(1e21, '$', 'market')).toBe('$10,000,000,000,000,000,000.00');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, '₹', 'market')).toBe('₹9,00,71,99,25,47,409.91');
  });

  it('shows a dash for anything that is not a number', () => {
    for (const value of [null, undefined, '', ' ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatMoney(value, '₹', 'market')).toBe('—');
  });

  it('every integer amount: the market pattern, exactly 2 decimals, the sign, and reads back exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer(SAFE), fc.constantFrom<Currency>('$', '₹'), (minor, sign) => {
        const text = formatMoney(minor, sign, 'market');
        expect(text).toMatch(sign === '$' ? MEXICO : INDIA);
        expect(text.startsWith(minor < 0 ? `-${sign}` : sign)).toBe(true);
        expect(readMarketMoney(text, sign)).toBe(minor);
      }),
      { numRuns: 500 },
    );
  });

  it('small and everyday amounts too (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minor) => {
        expect(readMarketMoney(formatMoney(minor, '$', 'market'), '$')).toBe(minor);
        expect(readMarketMoney(formatMoney(minor, '₹', 'market'), '₹')).toBe(minor);
      }),
      { numRuns: 500 },
    );
  });

  it('a fractional minor amount is rounded to whole minor units first (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (minor) => {
        const rounded = Math.round(minor) || 0;
        expect(readMarketMoney(formatMoney(minor, '₹', 'market'), '₹')).toBe(rounded);
      }),
    );
  });

  it('India groups the last three digits and then by twos; Mexico by threes (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: BigInt(Math.floor(Number.MAX_SAFE_INTEGER / 100)) }), (whole) => {
        const minor = Number(whole * 100n);
        const digits = whole.toString();
        const india = formatMoney(minor, '₹', 'market').slice(1, -3);
        const mexico = formatMoney(minor, '$', 'market').slice(1, -3);
        const last3 = digits.slice(-3);
        const rest = digits.slice(0, -3);
        const lakh = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3;
        expect(india).toBe(lakh);
        expect(mexico).toBe(digits.replace(/\B(?=(\d{3})+$)/g, ','));
      }),
    );
  });
});

describe("the spec's literal format (VITE_NUMBER_FORMAT=spec)", () => {
  it('writes dot thousands and comma decimals, in both markets', () => {
    expect(formatMoney(123456, '$', 'spec')).toBe('$1.234,56');
    expect(formatMoney(123456, '₹', 'spec')).toBe('₹1.234,56');
    expect(formatMoney(0, '$', 'spec')).toBe('$0,00');
    expect(formatMoney(-150, '$', 'spec')).toBe('-$1,50');
    expect(formatNumber(1234567, 0, 2, 'spec')).toBe('1.234.567');
    expect(formatNumber(0.0065, 4, 1, 'spec')).toBe('0,0065');
    expect(formatPercent(2281.8749, 2, 2, 'spec')).toBe('2.281,87\u00a0%');
  });

  it('round-trips every integer amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        const text = formatMoney(minor, '$', 'spec');
        expect(text).toMatch(/^-?\$\d{1,3}(\.\d{3})*,\d{2}$/);
        expect(Number(text.replace(/[$.]/g, '').replace(',', ''))).toBe(minor);
      }),
    );
  });
});

describe('counts and percentages, in the same convention as money', () => {
  it('groups counts as the market does', () => {
    expect(formatNumber(1234567, 0, 2, 'market')).toBe('1,234,567');
    expect(formatNumber(1234567, 0, 1, 'market')).toBe('12,34,567');
    expect(formatNumber(0.0065, 4, 2, 'market')).toBe('0.0065');
    expect(formatNumber(-0.001, 2, 2, 'market')).toBe('0.00');
    expect(formatNumber(-1234.5, 1, 1, 'market')).toBe('-1,234.5');
    expect(formatNumber('x', 0, 2, 'market')).toBe('—');
  });

  it('writes percentages with the decimals asked for', () => {
    // Intl's own pattern for each locale (es-MX and en-IN write the sign right after the digits).
    const mexicoPercent = new Intl.NumberFormat('es-MX', { style: 'percent' }).format(0.18);
    expect(formatPercent(18, 0, 2, 'market')).toBe(mexicoPercent);
    expect(formatPercent(2281.8749, 2, 2, 'market')).toBe(mexicoPercent.replace('18', '2,281.87'));
    expect(formatPercent(0.1, 1, 2, 'market')).toBe(mexicoPercent.replace('18', '0.1'));
    expect(formatPercent(0.0065, 4, 1, 'market')).toBe('0.0065%');
    expect(formatPercent(123456.78, 2, 1, 'market')).toBe('1,23,456.78%');
    expect(formatPercent(-0.001, 2, 1, 'market')).toBe('0.00%');
    expect(formatPercent(undefined, 2, 1, 'market')).toBe('—');
  });

  it('a percentage reads back as the number rounded to its decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>,
        (hundredths, market) => {
          const text = formatPercent(hundredths / 100, 2, market, 'market');
          expect(text).toMatch(/^-?[\d,]+\.\d{2}\s?%$/);
          expect(Math.round(Number(text.replace(/[,%\s]/g, '')) * 100)).toBe(hundredths);
        },
      ),
    );
  });

  it('writes an amount in the market’s peso sign when no sign is given', () => {
    expect(formatMoney(12345, undefined, 'market')).toBe('$123.45');
  });

  it('writes amounts past 2^53 minor units to the cent, either sign', () => {
    expect(formatMoney(2 ** 60, '$', 'market')).toBe('$11,529,215,046,068,469.76');
    expect(formatMoney(-(2 ** 60), '$', 'market')).toBe('-$11,529,215,046,068,469.76');
  });

  it('rounds half a unit of the last decimal away from zero, never to a signed zero', () => {
    expect(formatNumber(-0.005, 2, 2, 'market')).toBe('-0.01');
    expect(formatNumber(-0.004, 2, 2, 'market')).toBe('0.00');
  });

  it('writes negatives in the spec’s format with their sign, and a value that rounds to zero without', () => {
    expect(formatNumber(-1234.5, 2, 2, 'spec')).toBe('-1.234,50');
    expect(formatNumber(-0.001, 2, 2, 'spec')).toBe('0,00');
  });
});
