import fc from 'fast-check';
import {
  capText,
  cardInput,
  formatDate,
  formatDateTime,
  numberInput,
  phoneInput,
  textLength,
} from '@/lib/format';

describe('dates (contract §4)', () => {
  it('reads unix seconds, unix milliseconds and YYYY-MM-DD[ HH:mm:ss] strings', () => {
    const seconds = Math.floor(new Date(2026, 10, 21, 9, 5, 7).getTime() / 1000);
    expect(formatDate(seconds)).toBe('2026-11-21');
    expect(formatDateTime(seconds)).toBe('2026-11-21 09:05:07');
    expect(formatDateTime(seconds * 1000)).toBe('2026-11-21 09:05:07');
    expect(formatDateTime(String(seconds))).toBe('2026-11-21 09:05:07');
    expect(formatDate('2026-12-05')).toBe('2026-12-05');
    expect(formatDateTime('2026-12-05 18:30:00')).toBe('2026-12-05 18:30:00');
  });

  it('shows a dash for anything else', () => {
    for (const value of [null, undefined, '', 'tomorrow', '2026-13-45', '<b>', -5])
      expect(formatDate(value)).toBe('—');
  });

  it('formats every timestamp in range as YYYY-MM-DD (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000_000, max: 4_102_444_800 }), (seconds) => {
        expect(formatDate(seconds)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(formatDate(seconds)).toBe(formatDate(seconds * 1000));
      }),
    );
  });
});

describe('inputs (spec §5)', () => {
  it('phone: digits only, at most 11, shown 3-4-4', () => {
    expect(phoneInput('138-1234-5678 99')).toEqual({ value: '13812345678', display: '138 1234 5678' });
    expect(phoneInput('12')).toEqual({ value: '12', display: '12' });
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const { value, display } = phoneInput(raw);
        expect(value).toMatch(/^\d{0,11}$/);
        expect(display.replace(/ /g, '')).toBe(value);
        expect(
          display
            .split(' ')
            .map((part) => part.length)
            .every((length, index) => length <= [3, 4, 4][index]!),
        ).toBe(true);
        expect(phoneInput(display).value).toBe(value);
      }),
    );
  });

  it('bank card: digits only, grouped in fours', () => {
    expect(cardInput('4111 1111-1111 1111').display).toBe('4111 1111 1111 1111');
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const { value, display } = cardInput(raw);
        expect(value).toMatch(/^\d*$/);
        expect(display.replace(/ /g, '')).toBe(value);
        expect(
          display
            .split(' ')
            .slice(0, -1)
            .every((group) => group.length === 4),
        ).toBe(true);
      }),
    );
  });

  it('number: digits only', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(numberInput(raw)).toBe(raw.replace(/\D/g, ''));
      }),
    );
  });

  it('caps text by characters a person sees, keeping the prefix', () => {
    expect(capText('ab😀cd', 3)).toBe('ab😀');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 300 }), (raw, max) => {
        const capped = capText(raw, max);
        expect(textLength(capped)).toBeLessThanOrEqual(max);
        expect(raw.startsWith(capped)).toBe(true);
      }),
    );
  });
});
