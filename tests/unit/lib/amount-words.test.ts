import fc from 'fast-check';
import { indianNumber, pesosInWords, rupeesInWords, spanishNumber } from '@/lib/format/amount-words';

describe('a Mexican pagaré’s amount in words', () => {
  it('the amount the issue quotes', () => {
    expect(pesosInWords(345_000)).toBe('TRES MIL CUATROCIENTOS CINCUENTA PESOS 00/100 M.N.');
  });

  it('the denominations as Banco de México prints them on its notes and coins', () => {
    expect(pesosInWords(2_000)).toBe('VEINTE PESOS 00/100 M.N.');
    expect(pesosInWords(5_000)).toBe('CINCUENTA PESOS 00/100 M.N.');
    expect(pesosInWords(10_000)).toBe('CIEN PESOS 00/100 M.N.');
    expect(pesosInWords(20_000)).toBe('DOSCIENTOS PESOS 00/100 M.N.');
    expect(pesosInWords(50_000)).toBe('QUINIENTOS PESOS 00/100 M.N.');
    expect(pesosInWords(100_000)).toBe('MIL PESOS 00/100 M.N.');
    expect(pesosInWords(1_000)).toBe('DIEZ PESOS 00/100 M.N.');
    expect(pesosInWords(100)).toBe('UN PESO 00/100 M.N.');
  });

  it('the Real Academia’s examples of numerals before a masculine noun (Nueva gramática, §21)', () => {
    // "veintiún libros", "ciento un euros", "treinta y un mil", "doscientos un mil euros".
    expect(pesosInWords(2_100)).toBe('VEINTIÚN PESOS 00/100 M.N.');
    expect(pesosInWords(10_100)).toBe('CIENTO UN PESOS 00/100 M.N.');
    expect(pesosInWords(3_100_000)).toBe('TREINTA Y UN MIL PESOS 00/100 M.N.');
    expect(pesosInWords(2_100_000)).toBe('VEINTIÚN MIL PESOS 00/100 M.N.');
    expect(pesosInWords(20_100_000)).toBe('DOSCIENTOS UN MIL PESOS 00/100 M.N.');
    // "un millón de problemas", "un millón doscientas mil casas", "cuatro millones ochocientos veinte mil".
    expect(pesosInWords(100_000_000)).toBe('UN MILLÓN DE PESOS 00/100 M.N.');
    expect(pesosInWords(120_000_000)).toBe('UN MILLÓN DOSCIENTOS MIL PESOS 00/100 M.N.');
    expect(pesosInWords(482_000_000)).toBe('CUATRO MILLONES OCHOCIENTOS VEINTE MIL PESOS 00/100 M.N.');
    expect(pesosInWords(2_100_000_000)).toBe('VEINTIÚN MILLONES DE PESOS 00/100 M.N.');
  });

  it('the centavos as a fraction of a hundred, and zero', () => {
    expect(pesosInWords(335_117)).toBe('TRES MIL TRESCIENTOS CINCUENTA Y UN PESOS 17/100 M.N.');
    expect(pesosInWords(123_456)).toBe('MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.');
    expect(pesosInWords(1_605)).toBe('DIECISÉIS PESOS 05/100 M.N.');
    expect(pesosInWords(0)).toBe('CERO PESOS 00/100 M.N.');
    expect(pesosInWords(99)).toBe('CERO PESOS 99/100 M.N.');
  });

  it('refuses what is not a whole, non-negative number of centavos', () => {
    for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e14])
      expect(pesosInWords(value)).toBe('');
  });
});

describe('an Indian promissory note’s amount in words', () => {
  it('lakh and crore, paise in words', () => {
    expect(rupeesInWords(2_000_000)).toBe('Rupees Twenty Thousand Only');
    expect(rupeesInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(rupeesInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(rupeesInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(rupeesInWords(2_034_550)).toBe(
      'Rupees Twenty Thousand Three Hundred Forty-Five and Fifty Paise Only',
    );
    expect(rupeesInWords(100)).toBe('Rupees One Only');
    expect(indianNumber(0)).toBe('Zero');
    expect(rupeesInWords(-5)).toBe('');
  });
});

/** The words read back as a number, by a reader written apart from the writer. */
function readSpanish(words: string): number {
  const values: Record<string, number> = {};
  [
    'CERO',
    'UN',
    'DOS',
    'TRES',
    'CUATRO',
    'CINCO',
    'SEIS',
    'SIETE',
    'OCHO',
    'NUEVE',
    'DIEZ',
    'ONCE',
    'DOCE',
    'TRECE',
    'CATORCE',
    'QUINCE',
    'DIECISÉIS',
    'DIECISIETE',
    'DIECIOCHO',
    'DIECINUEVE',
  ].forEach((w, i) => (values[w] = i));
  [
    'VEINTE',
    'VEINTIÚN',
    'VEINTIDÓS',
    'VEINTITRÉS',
    'VEINTICUATRO',
    'VEINTICINCO',
    'VEINTISÉIS',
    'VEINTISIETE',
    'VEINTIOCHO',
    'VEINTINUEVE',
  ].forEach((w, i) => (values[w] = 20 + i));
  ['TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'].forEach(
    (w, i) => (values[w] = 30 + 10 * i),
  );
  [
    'CIENTO',
    'DOSCIENTOS',
    'TRESCIENTOS',
    'CUATROCIENTOS',
    'QUINIENTOS',
    'SEISCIENTOS',
    'SETECIENTOS',
    'OCHOCIENTOS',
    'NOVECIENTOS',
  ].forEach((w, i) => (values[w] = 100 * (i + 1)));
  values.CIEN = 100;
  let total = 0;
  let group = 0;
  for (const word of words.split(' ')) {
    if (word === 'Y') continue;
    if (word === 'MIL') group = (group || 1) * 1000;
    else if (word === 'MILLÓN' || word === 'MILLONES') {
      total += group * 1e6;
      group = 0;
    } else {
      expect(values[word], word).toBeDefined();
      // Thousands already counted in the group: the next words add to the group.
      group += values[word]!;
    }
  }
  return total + group;
}

function readIndian(words: string): number {
  const small: Record<string, number> = {};
  [
    'Zero',
    'One',
    'Two',
    'Three',
    'Four',
    'Five',
    'Six',
    'Seven',
    'Eight',
    'Nine',
    'Ten',
    'Eleven',
    'Twelve',
    'Thirteen',
    'Fourteen',
    'Fifteen',
    'Sixteen',
    'Seventeen',
    'Eighteen',
    'Nineteen',
  ].forEach((w, i) => (small[w] = i));
  ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'].forEach(
    (w, i) => (small[w] = 20 + 10 * i),
  );
  let total = 0;
  let current = 0;
  for (const word of words.split(' ')) {
    if (word === 'Crore') {
      total = (total + current) * 1e7;
      current = 0;
    } else if (word === 'Lakh') {
      total += current * 1e5;
      current = 0;
    } else if (word === 'Thousand') {
      total += current * 1000;
      current = 0;
    } else if (word === 'Hundred') current *= 100;
    else current += word.split('-').reduce((sum, part) => sum + small[part]!, 0);
  }
  return total + current;
}

describe('every amount reads back as itself (property)', () => {
  it('pesos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (pesos) => {
        expect(readSpanish(spanishNumber(pesos))).toBe(pesos);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_99 }), (minor) => {
        expect(pesosInWords(minor)).toMatch(/^[A-ZÁÉÍÓÚ ]+ PESOS? \d{2}\/100 M\.N\.$/);
        expect(pesosInWords(minor).endsWith(`${String(minor % 100).padStart(2, '0')}/100 M.N.`)).toBe(true);
      }),
    );
  });

  it('rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (rupees) => {
        expect(readIndian(indianNumber(rupees))).toBe(rupees);
      }),
    );
  });
});
