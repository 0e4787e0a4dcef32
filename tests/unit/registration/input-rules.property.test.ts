import fc from 'fast-check';
import {
  nationalNumber,
  PHONE_INPUT_MAX,
  phoneRule,
  SPEC_PHONE_MAX,
} from '@/features/registration/model/phone-rule';
import { captchaValue, smsCodeValue } from '@/features/registration/model/registration-flow';
import type { Market } from '@/lib/session';

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((chars) => chars.join(''));

/** A Mexican number: 10 digits, starting with an area code (2-9). */
const mexican = fc.tuple(fc.constantFrom(...'23456789'), digits(9, 9)).map(([first, rest]) => first + rest);
/** An Indian mobile: 10 digits, the first 6-9. */
const indian = fc.tuple(fc.constantFrom(...'6789'), digits(9, 9)).map(([first, rest]) => first + rest);
const valid = (market: Market) => (market === 1 ? indian : mexican);
const COUNTRY = { 1: '91', 2: '52' } as const;

/** The ways a borrower writes or pastes the number: a prefix, then the digits with separators between. */
const prefixes = (market: Market) =>
  fc.constantFrom(
    '',
    `+${COUNTRY[market]}`,
    `+${COUNTRY[market]} `,
    `${COUNTRY[market]}`,
    `00${COUNTRY[market]} `,
    '0',
    '0 ',
    `+${COUNTRY[market]} 0`,
    ...(market === 2 ? ['+52 1 ', '521'] : []),
  );
const separator = fc.constantFrom('', '', ' ', '-', '.');

/** The number written with a separator after each of the first 9 digits, each chosen freely. */
const written = (number: string) =>
  fc
    .array(separator, { minLength: 9, maxLength: 9 })
    .map((seps) => [...number].map((char, index) => char + (seps[index] ?? '')).join(''));

describe.each([
  [2 as Market, 'Mexico'],
  [1 as Market, 'India'],
])('registration phone in %s (%s)', (market) => {
  const rule = phoneRule(market, 'market');

  it('any valid number with any prefix and separators reads back as its 10 digits and is accepted', () => {
    fc.assert(
      fc.property(valid(market), prefixes(market), (number, prefix) =>
        fc.assert(
          fc.property(written(number), (body) => {
            const typed = prefix + body;
            const kept = rule.keep(typed);
            expect(rule.number(kept)).toBe(number);
            expect(rule.isValid(rule.number(kept))).toBe(true);
          }),
          { numRuns: 5 },
        ),
      ),
      { numRuns: 200 },
    );
  });

  it('the field keeps every pasted form whole: its cap is above the longest one', () => {
    fc.assert(
      fc.property(valid(market), prefixes(market), (number, prefix) => {
        const typed = `${prefix}${number.slice(0, 2)} ${number.slice(2, 6)}-${number.slice(6)}`;
        expect(typed.length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
        expect(rule.keep(typed)).toBe(typed);
        expect(rule.maxLength).toBe(PHONE_INPUT_MAX);
      }),
    );
  });

  it('keeps only digits and separators, at most the cap, in the order typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const kept = rule.keep(raw);
        expect(kept.length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
        expect(kept).toMatch(/^[\d+\s().-]*$/);
        expect(rule.keep(kept)).toBe(kept);
        // Digits, with a `+` left only on another country's number, which is never valid.
        expect(rule.number(kept)).toMatch(/^\+?\d*$/);
      }),
    );
  });

  it('refuses too few digits, whatever the prefix', () => {
    fc.assert(
      fc.property(
        valid(market),
        fc.integer({ min: 0, max: 9 }),
        prefixes(market),
        (number, length, prefix) => {
          // Without a `+`, a country code and 8 digits are a whole national number (Mexico's 52…, India's 91…).
          fc.pre(!(/^\d+$/.test(prefix) && prefix !== '0' && prefix.length + length === 10));
          expect(rule.isValid(rule.number(rule.keep(prefix + number.slice(0, length))))).toBe(false);
        },
      ),
    );
  });

  it('refuses too many digits unless they start with a prefix it reads', () => {
    fc.assert(
      fc.property(valid(market), digits(1, 5), (number, extra) => {
        const typed = `${number}${extra}`;
        fc.pre(!typed.startsWith('0') && !typed.startsWith(COUNTRY[market]));
        expect(rule.isValid(rule.number(typed))).toBe(false);
      }),
    );
  });

  it('never cuts a 10-digit number that happens to start with the country code or 0', () => {
    fc.assert(
      fc.property(digits(8, 8), fc.constantFrom(COUNTRY[market], '00', '01'), (rest, start) => {
        expect(nationalNumber(start + rest, market)).toBe(start + rest);
      }),
    );
  });

  it("refuses another market's country code", () => {
    const other = market === 1 ? '52' : '91';
    fc.assert(
      fc.property(valid(market), (number) => {
        expect(rule.isValid(rule.number(`+${other} ${number}`))).toBe(false);
      }),
    );
  });
});

describe("India's first digit", () => {
  it('refuses a 10-digit number that starts with 0-5', () => {
    const india = phoneRule(1, 'market');
    fc.assert(
      fc.property(fc.constantFrom(...'012345'), digits(9, 9), (first, rest) => {
        expect(india.isValid(india.number(first + rest))).toBe(false);
        expect(india.isValid(india.number(`+91 ${first}${rest}`))).toBe(false);
      }),
    );
    expect(india.isValid('5876543210')).toBe(false);
    expect(india.isValid('9876543210')).toBe(true);
  });
});

describe("the spec's rule (VITE_REGISTRATION_RULES=spec: /^1[3-9]\\d{9}$/, capped at 11 digits)", () => {
  const spec = phoneRule(2, 'spec');
  const chinese = fc
    .tuple(fc.constantFrom(...'3456789'), digits(9, 9))
    .map(([second, rest]) => `1${second}${rest}`);

  it('keeps only digits, at most 11, in the order typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        expect(spec.keep(raw)).toBe(raw.replace(/\D/g, '').slice(0, SPEC_PHONE_MAX));
        expect(spec.number(spec.keep(raw))).toBe(spec.keep(raw));
      }),
    );
    expect(spec.maxLength).toBe(11);
  });

  it('accepts every number of the pattern and refuses the markets’ 10-digit mobiles', () => {
    fc.assert(
      fc.property(chinese, mexican, (phone, mobile) => {
        expect(spec.isValid(spec.keep(`${phone.slice(0, 3)} ${phone.slice(3, 7)}-${phone.slice(7)}`))).toBe(
          true,
        );
        expect(spec.isValid(spec.keep(mobile))).toBe(false);
      }),
    );
  });

  it('refuses a number that does not start with 1 then 3-9', () => {
    fc.assert(
      fc.property(digits(11, 11), (phone) => {
        fc.pre(!/^1[3-9]/.test(phone));
        expect(spec.isValid(phone)).toBe(false);
      }),
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
