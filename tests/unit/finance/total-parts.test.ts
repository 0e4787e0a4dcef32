import { minorOfMoneyText, partsOfTotal, splitByTotal } from '@/entities/loan-figures/total-parts';
import { formatMoney } from '@/lib/format/money';

const pesos = (minor: number) => formatMoney(minor, '$', 'market');
const rupees = (minor: number) => formatMoney(minor, '₹', 'market');
const spec = (minor: number) => formatMoney(minor, '$', 'spec');
const rows = (...pairs: [string, string][]) => pairs.map(([text, value]) => ({ text, value }));

describe('minorOfMoneyText: a server amount read only when written as the page writes money', () => {
  it.each([
    ['$3,351.17', pesos, 335117],
    [' $0.00 ', pesos, 0],
    ['-$50.00', pesos, -5000],
    ['₹1,00,000.00', rupees, 10000000],
    ['$3.351,17', spec, 335117],
  ])('%s is %i minor units', (text, money, minor) => {
    expect(minorOfMoneyText(text, money)).toBe(minor);
  });

  it('a minus sign (U+2212) reads as the hyphen the page writes', () => {
    expect(minorOfMoneyText('\u2212$50.00', pesos)).toBe(-5000);
  });

  it('a sign written after the currency, as some formats place it (€ -50,00), still makes it negative', () => {
    const euros = (minor: number) =>
      new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(minor / 100);
    expect(euros(-5000)).toBe('€\u00a0-50,00');
    expect(minorOfMoneyText('€ -50,00', euros)).toBe(-5000);
  });

  it('any run of spaces, ordinary or not, reads as the one space a format writes; none where it writes none', () => {
    const euros = (minor: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100);
    expect(minorOfMoneyText('3.000,00 €', euros)).toBe(300000);
    expect(minorOfMoneyText('3.000,00 \u00a0€', euros)).toBe(300000);
    expect(minorOfMoneyText('3.000,00€', euros)).toBeUndefined();
    expect(minorOfMoneyText('$ 3,000.00', pesos)).toBeUndefined();
  });

  it('up to 15 digits are read; more are beyond what a number holds exactly and are not', () => {
    expect(minorOfMoneyText('$1,234,567,890,123.45', pesos)).toBe(123456789012345);
    expect(minorOfMoneyText('$12,345,678,901,234.56', pesos)).toBeUndefined();
  });

  it.each([
    ['3', pesos],
    ['$3,000', pesos],
    ['$3.000,00', pesos],
    ['₹3,000.00', pesos],
    ['2026-11-18', pesos],
    ['14 días', pesos],
    ['', pesos],
  ])('%j is not read as money', (text, money) => {
    expect(minorOfMoneyText(text, money)).toBeUndefined();
  });
});

describe('partsOfTotal: the rows that add up exactly to the total, by name', () => {
  it('the parts before the total row (the total row itself is not a part)', () => {
    const detail = rows(
      ['Monto del préstamo', '$3,000.00'],
      ['Intereses', '$2.73'],
      ['Comisión', '$300.00'],
      ['IVA 16 %', '$48.44'],
      ['Total a pagar', '$3,351.17'],
      ['Días de atraso', '0'],
    );
    expect(partsOfTotal(detail, 335117, pesos)).toEqual([
      { name: 'Monto del préstamo', amount: 300000 },
      { name: 'Intereses', amount: 273 },
      { name: 'Comisión', amount: 30000 },
      { name: 'IVA 16 %', amount: 4844 },
    ]);
  });

  it('a discount counts as a negative part', () => {
    const detail = rows(['Loan amount', '₹3,000.00'], ['Interest', '₹100.00'], ['Coupon', '-₹50.00']);
    expect(partsOfTotal(detail, 305000, rupees)?.map((part) => part.amount)).toEqual([300000, 10000, -5000]);
  });

  it('the longest run that adds up, not a shorter one inside it', () => {
    const detail = rows(['A', '$1.00'], ['B', '$1.00'], ['C', '$0.00'], ['Total', '$2.00']);
    expect(partsOfTotal(detail, 200, pesos)?.map((part) => part.name)).toEqual(['A', 'B', 'C']);
  });

  it('two rows are enough to make a total; their names as the server wrote them, trimmed', () => {
    const detail = rows([' Principal ', '₹3,000.00'], ['Interest', '₹100.00'], ['Total', '₹3,100.00']);
    expect(partsOfTotal(detail, 310000, rupees)).toEqual([
      { name: 'Principal', amount: 300000 },
      { name: 'Interest', amount: 10000 },
    ]);
  });

  it('of two runs of the same length, the first; a shorter run after a longer one never replaces it', () => {
    const detail = rows(['A', '$1.00'], ['B', '$0.00'], ['C', '$1.00'], ['D', '$1.00']);
    expect(partsOfTotal(detail, 200, pesos)?.map((part) => part.name)).toEqual(['A', 'B', 'C']);
  });

  it('a run further down is measured from its own start: two rows there do not outweigh three above', () => {
    const detail = rows(
      ['A', '$1.00'],
      ['B', '$0.00'],
      ['C', '$1.00'],
      ['Pagado', '$5.00'],
      ['D', '$1.00'],
      ['E', '$1.00'],
    );
    expect(partsOfTotal(detail, 200, pesos)?.map((part) => part.name)).toEqual(['A', 'B', 'C']);
  });

  it('a longer run wins over a shorter one that starts earlier', () => {
    const detail = rows(['Pagado', '$5.00'], ['A', '$1.00'], ['B', '$1.00'], ['C', '$1.00'], ['D', '$0.00']);
    expect(partsOfTotal(detail, 200, pesos)?.map((part) => part.name)).toEqual(['B', 'C', 'D']);
  });

  it('the total row itself breaks a run: a discount after it does not make it a part', () => {
    const detail = rows(['Total', '$2.00'], ['Descuento', '-$2.00'], ['A', '$1.00'], ['B', '$1.00']);
    expect(partsOfTotal(detail, 200, pesos)?.map((part) => part.name)).toEqual(['A', 'B']);
  });

  it.each([
    ['rows that add up to something else (the whole loan, not this instalment)', 100211],
    ['a total the rows only state, with no parts beside it', 335117 + 1],
  ])('none for %s', (_what, total) => {
    const detail = rows(
      ['Monto del préstamo', '$3,000.00'],
      ['Intereses', '$2.73'],
      ['Comisión', '$300.00'],
      ['IVA 16 %', '$48.44'],
      ['Total a pagar', '$3,351.17'],
    );
    expect(partsOfTotal(detail, total, pesos)).toBeNull();
  });

  it('none when a part is written some other way or has no name', () => {
    expect(partsOfTotal(rows(['A', '$1.00'], ['B', '1.00']), 200, pesos)).toBeNull();
    expect(partsOfTotal(rows(['A', '$1.00'], ['', '$1.00']), 200, pesos)).toBeNull();
    expect(partsOfTotal(rows(['A', '$1.00'], ['  ', '$1.00']), 200, pesos)).toBeNull();
    // One row equal to the total is the total, not a breakdown.
    expect(partsOfTotal(rows(['Total', '$2.00'], ['Nada', '$0.00']), 200, pesos)).toBeNull();
  });
});

describe('splitByTotal: the parts of the total, and every other row apart', () => {
  it('an instalment’s rows after the loan’s: the instalment’s are its parts, the loan’s the rest, in order', () => {
    const detail = rows(
      ['Monto del préstamo', '$5,000.00'],
      ['Intereses', '$112.81'],
      ['Total a pagar', '$5,130.86'],
      ['Pagado', '$2,565.43'],
      ['Este pago: capital', '$2,521.57'],
      ['Este pago: intereses', '$37.81'],
      ['Este pago: IVA', '$6.05'],
    );
    const { parts, rest } = splitByTotal(detail, 256543, pesos);
    expect(parts?.map((part) => part.name)).toEqual([
      'Este pago: capital',
      'Este pago: intereses',
      'Este pago: IVA',
    ]);
    expect(rest.map((row) => row.text)).toEqual([
      'Monto del préstamo',
      'Intereses',
      'Total a pagar',
      'Pagado',
    ]);
  });

  it('no parts: every row is the rest', () => {
    const detail = rows(['A', '$1.00'], ['B', '$5.00']);
    expect(splitByTotal(detail, 200, pesos)).toEqual({ parts: null, rest: detail });
  });
});
