import fc from 'fast-check';
import {
  captchaValue,
  isValidPhone,
  phoneValue,
  smsCodeValue,
} from '@/features/registration/model/registration-flow';

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((chars) => chars.join(''));
/** A phone the pattern as coded accepts: 1, then 3-9, then nine digits. */
const validPhone = fc
  .tuple(fc.constantFrom(...'3456789'), digits(9, 9))
  .map(([second, rest]) => `1${second}${rest}`);

describe('registration phone (spec §5: /^1[3-9]\\d{9}$/, capped at 11 digits)', () => {
  it('keeps only digits, at most 11, in the order typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const value = phoneValue(raw);
        expect(value).toMatch(/^\d{0,11}$/);
        expect(value).toBe(raw.replace(/\D/g, '').slice(0, 11));
      }),
    );
  });

  it('is idempotent: the kept value is kept as it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        expect(phoneValue(phoneValue(raw))).toBe(phoneValue(raw));
      }),
    );
  });

  it('accepts every number of the pattern, also when typed with spaces and dashes', () => {
    fc.assert(
      fc.property(validPhone, (phone) => {
        expect(isValidPhone(phone)).toBe(true);
        const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 7)}-${phone.slice(7)}`;
        expect(isValidPhone(phoneValue(spaced))).toBe(true);
      }),
    );
  });

  it('refuses a number that does not start with 1 then 3-9', () => {
    fc.assert(
      fc.property(digits(11, 11), (phone) => {
        fc.pre(!/^1[3-9]/.test(phone));
        expect(isValidPhone(phone)).toBe(false);
      }),
    );
  });

  it('refuses any length but 11', () => {
    fc.assert(
      fc.property(validPhone, fc.integer({ min: 0, max: 10 }), (phone, length) => {
        expect(isValidPhone(phone.slice(0, length))).toBe(false);
        expect(isValidPhone(`${phone}${phone.slice(0, length + 1)}`)).toBe(false);
      }),
    );
  });

  it('refuses anything with a character that is not a digit', () => {
    fc.assert(
      fc.property(
        validPhone,
        fc.integer({ min: 0, max: 10 }),
        fc.string({ minLength: 1, maxLength: 1 }),
        (phone, at, char) => {
          fc.pre(!/\d/.test(char));
          expect(isValidPhone(`${phone.slice(0, at)}${char}${phone.slice(at + 1)}`)).toBe(false);
        },
      ),
    );
  });
});

describe('registration captcha and SMS code caps (spec §5)', () => {
  it('caps the image captcha at 4 characters without spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        const value = captchaValue(raw);
        expect(value.length).toBeLessThanOrEqual(4);
        expect(value).not.toMatch(/\s/);
        expect(raw.replace(/\s/g, '').startsWith(value)).toBe(true);
      }),
    );
  });

  it('caps the SMS code at 6 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        expect(smsCodeValue(raw)).toBe(raw.replace(/\D/g, '').slice(0, 6));
      }),
    );
  });
});
