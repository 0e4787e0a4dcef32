import fc from 'fast-check';
import { capText, cardInput, numberInput, phoneInput, textLength } from '@/lib/format';

// Dates: tests/unit/lib/date-format.test.ts.
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
    // A card number has at most 19 digits: what is pasted beyond is dropped.
    expect(cardInput('4111 1111 1111 1111 2222 33').value).toBe('4111111111111111222');
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
